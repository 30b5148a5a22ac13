// Issue #38, point 11: the Idempotency-Key of each action not yet answered, by its call and input. A
// user's action (a click) gets a new key; the same call with the same input, sent again while that
// action has had no answer (a network failure, a timeout, the server's 503: 'Reîncercați'), is that
// action tried again and takes its key, so that the server answers what it did, if it did it, instead
// of doing it twice. Once answered (done or refused), the key is forgotten: the next click is a new action.
const actionKeys = new Map<string, string>();

/**
 * Sends an action (`action`: its method, path and body) with its key: the key of the same action still
 * unanswered, else a new one. `unanswered` tells a failure after which the action may still have
 * been done (the network's, the database's 503): its key is kept for the next try.
 */
export function keyedAction<T>(action: string, unanswered: (e: unknown) => boolean, send: (key: string) => Promise<T>): Promise<T> {
  const key = actionKeys.get(action) ?? newIdempotencyKey();
  actionKeys.set(action, key);
  return send(key).then(
    (answer) => {
      actionKeys.delete(action);
      return answer;
    },
    (e: unknown) => {
      if (!unanswered(e)) actionKeys.delete(action);
      throw e;
    },
  );
}

/** 32 hexadecimal digits of the browser's random source (crypto.randomUUID needs a secure context; an intranet may serve plain HTTP). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

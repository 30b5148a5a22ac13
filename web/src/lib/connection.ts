// Issue #21, point 2: whether the server can be reached, as the last call found it. The API client
// (api/client.ts) reports each call that reached no answer and each answer; the shell's notice
// (components/connection-notice.tsx) reads it. Kept free of React and MUI: the client is in the
// first download.

/** ok: the last call was answered; offline: the browser has no network; server: the network is there, the server is not. */
export type Connection = 'ok' | 'offline' | 'server';

let state: Connection = 'ok';
const listeners = new Set<() => void>();

function set(next: Connection): void {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

/** A call reached no answer: offline if the browser says so, the server otherwise. */
export function connectionLost(): void {
  set(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'server');
}

/** A call was answered (a refusal too): the server is reachable again, and a module waiting for it loads now. */
export function connectionRestored(): void {
  if (state !== 'ok') retryNow();
  set('ok');
}

export function connectionState(): Connection {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The wait before the n-th new attempt (0-based) after a call without an answer: 1 s, 2 s, 4 s, then every 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 5000);
}

/**
 * A module's loader (React.lazy's, a route's) that, while the server cannot be reached, tries
 * again with reconnectDelay instead of failing: a failed load would be thrown into the render
 * and the page replaced by 'S-a produs o eroare!'. The shell's notice says so meanwhile.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const module = await load();
        if (attempt > 0) connectionRestored();
        return module;
      } catch {
        connectionLost();
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, reconnectDelay(attempt));
          waiting.add(wake);
        });
      }
    }
  };
}

/** The pauses of retryingImport under way, each ended early by retryNow. */
const waiting = new Set<() => void>();

/** Ends every pause of retryingImport now: a panel's 'Reîncercați' tries at once, not after up to 5 s (#39, point 10). */
export function retryNow(): void {
  for (const wake of [...waiting]) wake();
}

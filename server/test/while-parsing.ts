import { setImmediate as nextTurn } from 'node:timers/promises';
import { parsesUnderWay } from '../uploads/parse-in-child.js';

/**
 * Sends an upload and, once its file is being parsed (a parse child runs), another user's request
 * (#38): whether that request was answered while the parse was still under way, the upload not yet
 * answered. Order, not time: on the request's thread a parse would hold the other request until the
 * upload's answer.
 */
export async function anotherRequestWhileParsing<U, O>(
  upload: () => Promise<U>,
  other: () => Promise<O>,
): Promise<{ upload: U; other: O; answeredWhileParsing: boolean }> {
  let answered = false;
  const up = upload().finally(() => (answered = true));
  while (parsesUnderWay() === 0 && !answered) await nextTurn();
  const parsing = () => parsesUnderWay() > 0 && !answered;
  const began = parsing();
  const theOther = await other();
  const answeredWhileParsing = began && parsing();
  return { upload: await up, other: theOther, answeredWhileParsing };
}

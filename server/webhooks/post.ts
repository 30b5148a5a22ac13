import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { deliveryRefusal, publicLookup } from './address.js';

/** What became of one attempt: the receiver's status, or why there was none. */
export interface Attempt {
  status: number | null;
  error: string | null;
}

/**
 * POSTs a delivery: its address checked as it connects (address.ts), no redirect followed (a 3xx is a
 * failed attempt), the whole exchange within `timeoutMs`. The answer's body is read and dropped.
 */
export function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  o: { allowPrivate: boolean; timeoutMs: number },
): Promise<Attempt> {
  const target = new URL(url);
  const refused = deliveryRefusal(target, o.allowPrivate);
  if (refused) return Promise.resolve({ status: null, error: refused });
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'birouri-webhooks/1' },
        lookup: publicLookup(o.allowPrivate),
        signal: AbortSignal.timeout(o.timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          resolve({ status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
        });
        res.on('error', (e) => resolve({ status: res.statusCode ?? null, error: e.message }));
      },
    );
    req.on('error', (e) =>
      resolve({
        status: null,
        error: e.name === 'AbortError' || e.name === 'TimeoutError' ? `no answer within ${o.timeoutMs / 1000} s` : e.message,
      }),
    );
    req.end(body);
  });
}

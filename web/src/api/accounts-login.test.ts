import { afterEach, expect, it, vi } from 'vitest';
import { login } from './accounts.js';

// Issue #20, point 6: the login answer sets an HttpOnly device cookie for /api/users/login, and
// the next login must carry it back. A same-origin fetch does so unless told to omit credentials.
afterEach(() => vi.unstubAllGlobals());

it('sends the login to the same origin without omitting cookies', async () => {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ err: 0, payload: { uuid: 'u-1' } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  await login('ana', 'parola1');
  const [url, init] = fetch.mock.calls[0];
  expect(url).toBe('/api/users/login');
  expect(init?.credentials ?? 'same-origin').toMatch(/^(same-origin|include)$/);
});

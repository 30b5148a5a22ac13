import { afterEach, expect, it, vi } from 'vitest';
import { setToken } from './client.js';
import { verifyToken, verifyTokenEarly } from './accounts.js';

// Issue #24, point 5: the stored token is checked as the app starts, before the page's scripts
// fill the browser's connections; the session's check then takes that answer, not a second one.
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ err: 0, payload: { uuid: 'u-1', username: 'ana' } }), { status: 200 });
    }),
  );
  return asked;
}

it('asks once: the session’s check takes the early answer', async () => {
  setToken('t1');
  const asked = stubServer();
  verifyTokenEarly();
  expect(asked).toEqual(['/api/users/verify/']);
  expect(await verifyToken()).toEqual({ uuid: 'u-1', username: 'ana' });
  expect(asked).toEqual(['/api/users/verify/']);
});

it('asks nothing early without a stored token', () => {
  const asked = stubServer();
  verifyTokenEarly();
  expect(asked).toEqual([]);
});

import type { AppMeta } from '../api/accounts.js';

/** GET /api/meta as the tests' server answers it (Monday 1 March 2027, 09:00 Bucharest; no company sign-in), with `over` changed. */
export const testMeta = (over: Partial<AppMeta> = {}): AppMeta => ({
  version: '1',
  supportEmail: 's@example.com',
  guideUrl: '/ghid',
  publicUrl: 'http://localhost:3000',
  now: '2027-03-01T07:00:00.000Z',
  testClock: true,
  oidc: false,
  passwordLogin: 'all',
  ...over,
});

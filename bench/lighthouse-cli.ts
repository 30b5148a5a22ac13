import { lighthouseMeasure } from './http/lighthouse.js';
import { formatRows } from './http/summary.js';

// npx tsx bench/lighthouse-cli.ts [URL] [--runs N]: Lighthouse alone (bench/http/lighthouse.ts) on
// /login and on /birouri as the demo employee `angajat`, against a server already running, e.g.
// `npm run build && PORT=3000 npm run serve` (the demo on PGlite). URL defaults to http://127.0.0.1:3000.
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const url = (args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs') ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

const res = await fetch(`${url}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: process.env.LIGHTHOUSE_USER ?? 'angajat', password: process.env.LIGHTHOUSE_PASSWORD ?? 'demo1234' }),
});
const login = (await res.json()) as { err: number; message?: string; payload: { token: string } };
if (login.err !== 0) throw new Error(`login at ${url}: ${login.message}`);

const rows = await lighthouseMeasure(
  'demo',
  url,
  [{ path: '/login' }, { path: '/birouri', token: login.payload.token }],
  console.log,
  runs,
);
console.log(`\n${formatRows(rows)}`);

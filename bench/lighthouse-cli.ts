import { lighthouseMeasure } from './http/lighthouse.js';
import { formatRows } from './http/summary.js';

// npx tsx bench/lighthouse-cli.ts [URL] [--runs N] [--page PATH]…: Lighthouse alone (bench/http/lighthouse.ts) on the
// pages of a phone (issue #39 point 14): /login, /birouri as the demo employee `angajat`, /turn/add and
// /turn/reservations as the demo tower user `turn`, against a server already running, e.g.
// `npm run build && PORT=3000 npm run serve` (the demo on PGlite). URL defaults to http://127.0.0.1:3000.
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const url = (
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs' && args[i - 1] !== '--page') ?? 'http://127.0.0.1:3000'
).replace(/\/$/, '');

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: process.env.LIGHTHOUSE_PASSWORD ?? 'demo1234' }),
  });
  const login = (await res.json()) as { err: number; message?: string; payload: { token: string } };
  if (login.err !== 0) throw new Error(`login of ${username} at ${url}: ${login.message}`);
  return login.payload.token;
}

const [employee, tower] = await Promise.all([tokenOf('angajat'), tokenOf('turn')]);
const pages = [
  { path: '/login' },
  { path: '/birouri', token: employee },
  { path: '/turn/add', token: tower },
  { path: '/turn/reservations', token: tower },
];
// --page PATH (repeatable): only those pages.
const only = args.flatMap((a, i) => (args[i - 1] === '--page' ? [a] : []));
const rows = await lighthouseMeasure(
  'demo',
  url,
  pages.filter((p) => only.length === 0 || only.includes(p.path)),
  console.log,
  runs,
);
console.log(`\n${formatRows(rows)}`);

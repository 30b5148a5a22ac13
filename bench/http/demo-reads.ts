import { createSession } from '../../server/identity/sessions-service.js';
import { prepareDatabase } from './database.js';
import { load, type Req } from './load.js';
import { startServer } from './server-process.js';
import { READ_TARGET, YARDSTICK, type Row } from './summary.js';

// Issue #24 point 0: the reads a user opens, on the demo organisation (192 desks), at 64
// connections, in two cases: every connection with the same employee's session (a manual
// autocannon run, or one person's many tabs) and one session per person of building 1.

export interface DemoReadOptions {
  start: Date;
  seconds: number;
  log: (line: string) => void;
}

export async function demoReads(o: DemoReadOptions): Promise<Row[]> {
  let shared = '';
  const perPerson: string[] = [];
  const db = await prepareDatabase('postgres', o.start, async (q) => {
    const { rows } = await q.query<{ uuid: string; username: string }>(
      "SELECT uuid, username FROM users WHERE role = 'user' AND valid AND (building = '1' OR building_list @> ARRAY['1']) ORDER BY username",
    );
    for (const r of rows) {
      const token = await createSession(q, r.uuid, o.start, 60);
      perPerson.push(token);
      if (r.username === 'angajat') shared = token;
    }
    if (!shared) throw new Error('the demo has no account angajat');
  });
  const day = o.start.toISOString().slice(0, 10);
  const rows: Row[] = [];
  // A server that does not start leaves no database behind (the run stops on its error).
  const server = await startServer(db.env, o.start).catch(async (e: unknown) => {
    await db.drop();
    throw e;
  });
  try {
    for (const [label, token] of [
      ['demo, one shared session', () => shared],
      [`demo, one session per person (${perPerson.length})`, (i: number) => perPerson[i % perPerson.length]],
    ] as const) {
      const measures: [string, (i: number) => Req][] = [
        [YARDSTICK, (i) => ({ method: 'GET', path: '/api/users/verify/', token: token(i) })],
        // The booking screen opens one floor; the whole building only for a search of a colleague (no target).
        [
          'map of floor 4 GET /api/desks?date=&floor=4',
          (i) => ({ method: 'GET', path: `/api/desks?date=${day}&floor=4`, token: token(i) }),
        ],
        ['map of the building GET /api/desks?date=', (i) => ({ method: 'GET', path: `/api/desks?date=${day}`, token: token(i) })],
        ['status card GET /api/reservations/status', (i) => ({ method: 'GET', path: '/api/reservations/status', token: token(i) })],
      ];
      const base = { profile: `PostgreSQL, ${label}`, urls: [server.url], pids: [server.pid], connections: 64 };
      for (const [what, next] of measures) await load({ ...base, what, next, seconds: Math.min(2, o.seconds / 2) });
      for (const [what, next] of measures) {
        const r = await load({ ...base, what, next, seconds: o.seconds });
        o.log(`  ${r.profile}: ${what}: ${Math.round(r.perSecond)} req/s, p90 ${Math.round(r.p90)} ms`);
        rows.push(what === YARDSTICK || what.startsWith('map of the building') ? r : { ...r, target: READ_TARGET });
      }
    }
  } finally {
    await server.stop();
    await db.drop();
  }
  return rows;
}

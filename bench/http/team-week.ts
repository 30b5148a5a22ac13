import type { Queryable } from '../../server/db/connection.js';
import { prepareDatabase } from './database.js';
import { load, type Req } from './load.js';
import { loadCompany, START, type Loaded, type ProfileOptions } from './profiles.js';
import { startServer } from './server-process.js';
import { YARDSTICK, type Row, type Target } from './summary.js';

// The team's week (decisions §21, #42 point 6) of one of the company's departments (250 people at
// scale 1) on PostgreSQL at 64 connections, against the yardstick of its own run: its members open
// it, each with colleagues of their own followed, in a week with their desks (the company's history)
// and absences (one person in twelve away, some of the kinds each viewer may see).

/** #42 point 6: the page a team opens every morning, at half the yardstick's rate at least. */
export const TEAM_WEEK_TARGET: Target = {
  text: '≥ 50 % of the yardstick, p90 ≤ 2 × its p90',
  rule: { ofYardstick: 0.5, p90OfYardstick: 2 },
};
/** How many colleagues each viewer follows. */
const FOLLOWED = 10;

/** One person in twelve of the company away for one to five days from the week's Tuesday (some from the week before). */
async function insertAbsences(q: Queryable, monday: string): Promise<number> {
  const r = await q.query(
    `INSERT INTO absences (id, uuid, from_day, to_day, kind, created_by, created_at)
     SELECT gen_random_uuid(), u.uuid, $1::date + s, $1::date + s + (h / 12) % 5, (ARRAY['concediu', 'telemunca', 'deplasare', 'altul'])[1 + h % 4], u.uuid, now()
       FROM (SELECT uuid, hashtext(uuid::text) & 2147483647 AS h FROM users WHERE username LIKE 'co-%' AND valid) AS u
      CROSS JOIN LATERAL (SELECT (u.h / 60) % 5 - 1 AS s) AS o
      WHERE u.h % 12 = 0`,
    [monday],
  );
  return r.rowCount;
}

/** Each viewer follows FOLLOWED colleagues of the department, drawn stably. */
async function insertFollowing(q: Queryable, groupId: string, viewers: string[]): Promise<number> {
  const r = await q.query(
    `INSERT INTO following (uuid, follows, since)
     SELECT v, c.uuid, now() FROM unnest($2::uuid[]) AS v
      CROSS JOIN LATERAL (SELECT uuid FROM users WHERE group_list @> ARRAY[$1] AND valid AND uuid <> v
                           ORDER BY md5(v::text || uuid::text) LIMIT $3) AS c`,
    [groupId, viewers, FOLLOWED],
  );
  return r.rowCount;
}

export async function teamWeekProfile(o: ProfileOptions): Promise<Row[]> {
  const profile = "PostgreSQL, the team's week";
  let loaded!: Loaded;
  let group = '';
  let size = 0;
  let viewers: string[] = [];
  let absences = 0;
  const db = await prepareDatabase('postgres', START, async (q) => {
    loaded = await loadCompany(q, o.scale);
    // The largest department of which some people have a session (the sessions are the car owners',
    // who are not in every department), and those of its people.
    const { rows } = await q.query<{ id: string; n: number }>(
      `SELECT g.id, count(u.uuid)::int AS n FROM groups g JOIN users u ON u.group_list @> ARRAY[g.id] AND u.valid
        WHERE g.id LIKE 'co-dep-%'
          AND EXISTS (SELECT 1 FROM users v WHERE v.uuid = ANY ($1::uuid[]) AND v.group_list @> ARRAY[g.id])
        GROUP BY g.id ORDER BY n DESC, g.id LIMIT 1`,
      [loaded.office],
    );
    [group, size] = [rows[0].id, rows[0].n];
    const { rows: members } = await q.query<{ uuid: string }>(
      'SELECT uuid FROM users WHERE uuid = ANY ($1::uuid[]) AND group_list @> ARRAY[$2]',
      [loaded.office, group],
    );
    const tokenOf = new Map(loaded.office.map((uuid, i) => [uuid, loaded.tokens[i]]));
    viewers = members.map((m) => tokenOf.get(m.uuid)!);
    absences = await insertAbsences(q, START.toISOString().slice(0, 10));
    await insertFollowing(
      q,
      group,
      members.map((m) => m.uuid),
    );
    for (const table of ['absences', 'following']) await q.query(`ANALYZE ${table}`);
    if (!viewers.length) throw new Error(`no one of ${group} has a session`);
  });
  o.log(`${profile}: ${group}, ${size} people, ${viewers.length} of them opening it; ${absences} absences in the company`);
  const server = await startServer(db.env, START);
  const rows: Row[] = [];
  try {
    const token = (i: number) => viewers[i % viewers.length];
    const measures: [string, (i: number) => Req, Target?][] = [
      [YARDSTICK, (i) => ({ method: 'GET', path: '/api/users/verify/', token: token(i) })],
      [
        `the team's week GET /api/team-week?groupId= (${size} people)`,
        (i) => ({ method: 'GET', path: `/api/team-week?groupId=${encodeURIComponent(group)}`, token: token(i) }),
        TEAM_WEEK_TARGET,
      ],
    ];
    const base = { profile, urls: [server.url], pids: [server.pid], connections: 64 };
    // The answer's size: what each request serialises and writes (no compression outside the snapshots).
    const one = await fetch(`${server.url}${measures[1][1](0).path}`, { headers: { authorization: `Bearer ${token(0)}` } });
    o.log(`  the team's week of ${group}: ${Math.round(Buffer.byteLength(await one.text()) / 1000)} KB of JSON`);
    // Warm-up, not recorded: the first seconds of a fresh process are spent compiling.
    for (const [what, next] of measures) await load({ ...base, what, next, seconds: Math.min(2, o.seconds / 2) });
    for (const [what, next, target] of measures) {
      const r = await load({ ...base, what, next, seconds: o.seconds });
      o.log(
        `  ${what}: ${Math.round(r.perSecond)} req/s, p90 ${Math.round(r.p90)} ms${r.sampleFailure ? `, first failure: ${r.sampleFailure}` : ''}`,
      );
      rows.push(target ? { ...r, target } : r);
    }
  } finally {
    await server.stop();
    await db.drop();
  }
  return rows;
}

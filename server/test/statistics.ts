import { randomUUID } from 'node:crypto';
import { createSession } from '../identity/sessions-service.js';
import type { TestApp } from './harness.js';

// A small flexible-office data set whose statistics the tests work out by hand (decisions §10).
// The test clock stands at Wednesday 4 March 2026, 10:00 Bucharest: 2 and 3 March are past,
// the 4th is today, the 5th is ahead. The demo's own desk reservations are removed first.
//
//   group stat-a (Departament): desks 4-902, 4-1000     members ana, formula (main), manager manages it
//   group stat-b (Proiect):     desk 5-901              members formula (group list), bogdan
//
//   #   day         desk    person   group   status     list says  present
//   r10 2026-02-27  4-902   ana      stat-a  busy       –          yes (confirmed)
//   r6  2026-02-27  5-901   formula  stat-b  booked     –          no, parking spot
//   r1  2026-03-02  4-902   ana      stat-a  booked     present    yes
//   r2  2026-03-02  4-1000  formula  stat-a  busy       absent     no (the list wins), booked by the manager
//   r3  2026-03-02  5-901   bogdan   stat-b  booked     –          no
//   r4  2026-03-03  4-902   formula  stat-a  busy       –          yes (confirmed)
//   r5  2026-03-03  4-1000  ana      stat-a  booked     –          no
//   r9  2026-03-03  4-902   bogdan   stat-a  cancelled  –          counts nowhere
//   r7  2026-03-04  4-902   ana      stat-a  booked     –          no (today: not yet absent)
//   r11 2026-03-04  4-1000  bogdan   gone    booked     –          no; group 'gone' was deleted
//   r8  2026-03-05  4-1000  formula  stat-a  booked     –          no (ahead)
export const STAT_START = '2026-03-04T08:00:00Z';

export interface StatPeople {
  ana: string;
  formula: string;
  bogdan: string;
  manager: string;
}
export interface StatData {
  people: StatPeople;
  names: Record<keyof StatPeople, string>;
  tokens: { manager: string };
  /** reservation ids by the names of the table above */
  ids: Record<string, string>;
}

export const STAT_NAMES: Record<keyof StatPeople, string> = {
  ana: 'Ana Statistica',
  formula: '=Formula Om',
  bogdan: 'Bogdan Statistica',
  manager: 'Maria Managerstat',
};

export async function loadStatData(t: TestApp): Promise<StatData> {
  const q = (sql: string, params: unknown[] = []) => t.ctx.db.query(sql, params);
  await q('DELETE FROM desk_reservations');
  await q("INSERT INTO groups (id, name, type) VALUES ('stat-a', 'Statistica A', 'Departament'), ('stat-b', 'Statistica B', 'Proiect')");
  await q(`INSERT INTO desks (desk_id, floor, x, y, groups_id_list) VALUES
             ('4-902', 4, 10, 10, '{stat-a}'), ('4-1000', 4, 20, 20, '{stat-a}'), ('5-901', 5, 30, 30, '{stat-b}')`);
  const people = { ana: randomUUID(), formula: randomUUID(), bogdan: randomUUID(), manager: randomUUID() };
  const user = (uuid: string, key: keyof StatPeople, role: string, main: string | null, groups: string[], manages: string[]) =>
    q(
      `INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of, building, confirmed)
       VALUES ($1, $2, $3, $4, 'x', $5, $6, $7, $8, '1', true)`,
      [uuid, `stat.${key}`, STAT_NAMES[key], `stat.${key}@example.com`, role, main, groups, manages],
    );
  await user(people.ana, 'ana', 'user', 'stat-a', ['stat-a'], []);
  await user(people.formula, 'formula', 'user', 'stat-a', ['stat-a', 'stat-b'], []);
  await user(people.bogdan, 'bogdan', 'user', 'stat-b', ['stat-b'], []);
  await user(people.manager, 'manager', 'manager', null, [], ['stat-a']);

  const ids: Record<string, string> = {};
  const put = async (
    key: string,
    day: string,
    desk: string,
    who: keyof StatPeople,
    group: string,
    status: string,
    used: boolean | null,
    extra: { creator?: string; parking?: boolean } = {},
  ) => {
    ids[key] = randomUUID();
    await q(
      `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, reservation_used)
       VALUES ($1, $2, $3, $4, $5, $6::date, $6::date + time '09:00', now(), $7, $8, $9)`,
      [ids[key], desk, people[who], extra.creator ?? people[who], group, day, status, extra.parking ?? false, used],
    );
  };
  await put('r10', '2026-02-27', '4-902', 'ana', 'stat-a', 'busy', null);
  await put('r6', '2026-02-27', '5-901', 'formula', 'stat-b', 'booked', null, { parking: true });
  await put('r1', '2026-03-02', '4-902', 'ana', 'stat-a', 'booked', true);
  await put('r2', '2026-03-02', '4-1000', 'formula', 'stat-a', 'busy', false, { creator: people.manager });
  await put('r3', '2026-03-02', '5-901', 'bogdan', 'stat-b', 'booked', null);
  await put('r4', '2026-03-03', '4-902', 'formula', 'stat-a', 'busy', null);
  await put('r5', '2026-03-03', '4-1000', 'ana', 'stat-a', 'booked', null);
  await put('r9', '2026-03-03', '4-902', 'bogdan', 'stat-a', 'cancelled', null);
  await put('r7', '2026-03-04', '4-902', 'ana', 'stat-a', 'booked', null);
  await put('r11', '2026-03-04', '4-1000', 'bogdan', 'gone', 'booked', null);
  await put('r8', '2026-03-05', '4-1000', 'formula', 'stat-a', 'booked', null);
  return { people, names: STAT_NAMES, tokens: { manager: await createSession(t.ctx.db, people.manager, t.clock.now(), 30) }, ids };
}

/** Accounts of one building's administrators (adminOf), made through the API; answers their tokens. */
export async function buildingAdmins(t: TestApp, adminToken: string): Promise<{ admin1: string; admin2: string }> {
  const account = (username: string, building: string) => ({
    credentials: { username, password: 'parola-admin' },
    userInfo: { email: `${username}@example.com`, name: username, building, adminOf: [building] },
  });
  const made = await t.call('POST', '/api/users/massRegister', {
    token: adminToken,
    body: { accounts: [account('stat.admin1', '1'), account('stat.admin2', '2')] },
  });
  if (made.body.err !== 0) throw new Error(`massRegister: ${made.body.message}`);
  return { admin1: await t.login('stat.admin1', 'parola-admin'), admin2: await t.login('stat.admin2', 'parola-admin') };
}

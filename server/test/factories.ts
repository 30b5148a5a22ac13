import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { OFFICE, TOWER } from '../../domain/buildings.js';
import { DESK_HOUR } from '../../domain/desks/rules.js';
import { DESK_SIZE, deskIdOf, nextDeskNumber, nextRoomNumber, roomIdOf } from '../../domain/floors/geometry.js';
import { defaultFloorName } from '../../domain/floors/rules.js';
import { groupSlug } from '../../domain/groups.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages.js';
import type { ReservationSource } from '../../domain/schemas/answers.js';
import { TYPE } from '../../domain/tower/engine.js';
import type { AbsenceKind } from '../../domain/week/messages.js';
import { bucharestInstant } from '../../domain/time.js';
import { createSession } from '../identity/sessions-service.js';
import { DEMO_ACCOUNTS, DEMO_GROUPS, DEMO_PASSWORD } from '../seed/demo.js';
import type { TestApp } from './harness.js';

/**
 * Small factories of the server tests (issue #37): each makes exactly the rows a test asks for, in
 * the test's own database, and answers what it made. A test builds its world with them instead of
 * leaning on the demo organisation, so that it depends on no row it did not make and a file runs
 * alone in seconds. Names and numbers are unique within a database (a counter and a random tag),
 * so tests in one file never collide, in any order.
 */

type World = Pick<TestApp, 'ctx' | 'clock'>;

const tag = randomBytes(3).toString('hex');
let counter = 0;
/** A name no other factory call of this process gives. */
// Zero-padded, so that names sort as they were made (a worker's files share this counter: 'Grupul 10…' would sort before 'Grupul 9…').
export const unique = (prefix: string) => `${prefix}${String(++counter).padStart(6, '0')}${tag}`;

/** The password every factory-made person has unless told. */
export const TEST_PASSWORD = 'parola-test-1';
// argon2id with the cheapest parameters the library takes: the verify reads them from the hash, so
// logins work as in production, at a fraction of the cost (the real parameters are production's).
const cheapHashes = new Map<string, Promise<string>>();
export const cheapHash = (password: string) => {
  let h = cheapHashes.get(password);
  if (!h) cheapHashes.set(password, (h = hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 })));
  return h;
};

export interface Group {
  id: string;
  name: string;
}

export async function aGroup(
  t: World,
  o: { id?: string; name?: string; type?: 'Departament' | 'Proiect'; building?: string; parkingSpots?: number } = {},
): Promise<Group> {
  const name = o.name ?? unique('Grupul ');
  const id = o.id ?? groupSlug(name);
  await t.ctx.db.query('INSERT INTO groups (id, name, type, parking_spots, building) VALUES ($1, $2, $3, $4, $5)', [
    id,
    name,
    o.type ?? 'Departament',
    o.parkingSpots ?? 0,
    o.building ?? OFFICE,
  ]);
  return { id, name };
}

export interface Person {
  uuid: string;
  username: string;
  name: string;
  email: string;
  password: string;
  /** A session of 30 days from the test clock's now. */
  token: string;
}

export interface PersonOptions {
  role?: 'user' | 'manager' | 'admin';
  /** The home building ('1' CityOffices, '2' Turn). */
  building?: string;
  /** Further buildings the person may use (a person of both: ['1', '2']). */
  buildings?: string[];
  /** Group ids; the first is the main group unless `mainGroup` says otherwise. */
  groups?: (string | Group)[];
  mainGroup?: string | null;
  managerOf?: (string | Group)[];
  adminOf?: string[];
  parkingRight?: boolean;
  name?: string;
  username?: string;
  email?: string;
  password?: string;
  confirmed?: boolean;
  /** The name of the person's manager (users.manager: the attendance lists' column). */
  manager?: string;
  /** The language the person reads the product and the e-mails in (decisions §22); Romanian unless told. */
  language?: Language;
  /** Needs an accessible space in the tower (decisions §26). */
  accessibleSpace?: boolean;
}

const idOf = (g: string | Group) => (typeof g === 'string' ? g : g.id);

export async function aPerson(t: World, o: PersonOptions = {}): Promise<Person> {
  const uuid = randomUUID();
  const username = o.username ?? unique('persoana.');
  const name = o.name ?? `Persoana ${username}`;
  const email = o.email ?? `${username}@example.com`;
  const password = o.password ?? TEST_PASSWORD;
  const groups = (o.groups ?? []).map(idOf);
  const role = o.role ?? 'user';
  const adminOf = o.adminOf ?? (role === 'admin' ? [o.building ?? OFFICE] : []);
  await t.ctx.db.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of,
       building, building_list, admin_of, manager, parking_right, confirmed, language, accessible_space)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17)`,
    [
      uuid,
      username,
      name,
      email,
      await cheapHash(password),
      role,
      o.mainGroup === undefined ? (groups[0] ?? null) : o.mainGroup,
      groups,
      (o.managerOf ?? []).map(idOf),
      o.building ?? OFFICE,
      o.buildings ?? [],
      adminOf,
      o.manager ?? null,
      o.parkingRight ?? false,
      o.confirmed ?? true,
      o.language ?? DEFAULT_LANGUAGE,
      o.accessibleSpace ?? false,
    ],
  );
  const token = await createSession(t.ctx.db, uuid, t.clock.now(), 30);
  return { uuid, username, name, email, password, token };
}

export interface Floor {
  floor: number;
  name: string;
}

/**
 * A floor of 1000 × 600 plan units; unless told, the number after the highest of the database's floors
 * from 10 on (10, 11, …: below 10 a test may name a floor that does not exist). Read from the database,
 * not counted in the process, whose files share modules (isolate: false) and would run past 200.
 */
export async function aFloor(t: World, o: { floor?: number; name?: string; width?: number; height?: number } = {}): Promise<Floor> {
  if (o.floor !== undefined) return insertFloor(t, o.floor, o);
  // Tests that run at once (describe.concurrent) each get their own: the next number is read and taken one floor at a time.
  const made = floorsMade.then(async () => {
    const { rows } = await t.ctx.db.query<{ n: number }>('SELECT coalesce(max(floor), 9)::int + 1 AS n FROM floors WHERE floor >= 10');
    return insertFloor(t, rows[0].n, o);
  });
  floorsMade = made.catch(() => undefined);
  return made;
}
let floorsMade: Promise<unknown> = Promise.resolve();

async function insertFloor(t: World, floor: number, o: { name?: string; width?: number; height?: number }): Promise<Floor> {
  const name = o.name ?? defaultFloorName(floor);
  await t.ctx.db.query('INSERT INTO floors (floor, name, width, height) VALUES ($1, $2, $3, $4)', [
    floor,
    name,
    o.width ?? 1000,
    o.height ?? 600,
  ]);
  return { floor, name };
}

/** The ids of a floor's desks or rooms, deleted ones too (their numbers are not given again). */
const idsOf = async (t: World, sql: string, floor: number) => (await t.ctx.db.query<{ id: string }>(sql, [floor])).rows.map((r) => r.id);

/** A desk of these groups on the floor, numbered as the editor numbers one; placed on a grid of DESK_SIZE, so that no two overlap. */
export async function aDesk(
  t: World,
  o: { floor: number | Floor; groups?: (string | Group)[]; number?: number; x?: number; y?: number },
): Promise<string> {
  const floor = typeof o.floor === 'number' ? o.floor : o.floor.floor;
  const n = o.number ?? nextDeskNumber(await idsOf(t, 'SELECT desk_id AS id FROM all_desks WHERE floor = $1', floor), floor);
  const deskId = deskIdOf(floor, n);
  const [w, h] = [DESK_SIZE.w + 5, DESK_SIZE.h + 5];
  await t.ctx.db.query('INSERT INTO desks (desk_id, floor, x, y, groups_id_list) VALUES ($1, $2, $3, $4, $5)', [
    deskId,
    floor,
    o.x ?? w + ((n - 1) % 20) * w,
    o.y ?? h + Math.floor((n - 1) / 20) * h,
    (o.groups ?? []).map(idOf),
  ]);
  return deskId;
}

/** A meeting room ('E<floor>-<nn>') of these groups for `capacity` people. */
export async function aRoom(
  t: World,
  o: { floor: number | Floor; groups?: (string | Group)[]; capacity?: number; name?: string; tv?: boolean },
): Promise<{ id: string; name: string }> {
  const floor = typeof o.floor === 'number' ? o.floor : o.floor.floor;
  const n = nextRoomNumber(await idsOf(t, 'SELECT id FROM all_rooms WHERE floor = $1', floor), floor);
  const id = roomIdOf(floor, n);
  const name = o.name ?? unique('Sala ');
  await t.ctx.db.query(
    `INSERT INTO rooms (id, floor, name, people_no, has_tv, groups_id_list, x, y, w, h) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 100, 80)`,
    [id, floor, name, o.capacity ?? 8, o.tv ?? false, (o.groups ?? []).map(idOf), 20 + ((n - 1) % 8) * 110, 400],
  );
  return { id, name };
}

/** A desk booking as the database holds it (no rule checked: a test of the rules books through the API). */
export async function aBooking(
  t: World,
  o: {
    person: Person | string;
    desk: string;
    day: string;
    group?: string | Group;
    parking?: boolean;
    status?: 'booked' | 'busy' | 'cancelled';
    creator?: Person | string;
    used?: boolean | null;
    source?: ReservationSource;
  },
): Promise<string> {
  const id = randomUUID();
  const uuid = typeof o.person === 'string' ? o.person : o.person.uuid;
  const creator = o.creator === undefined ? uuid : typeof o.creator === 'string' ? o.creator : o.creator.uuid;
  await t.ctx.db.query(
    `INSERT INTO desk_reservations (id, desk_id, uuid, creator_uuid, group_id, day, reservation_date, creation_date, status, parking_spot, reservation_used, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      o.desk,
      uuid,
      creator,
      o.group === undefined ? null : idOf(o.group),
      o.day,
      bucharestInstant(o.day, DESK_HOUR),
      t.clock.now(),
      o.status ?? 'booked',
      o.parking ?? false,
      o.used ?? null,
      o.source ?? 'person',
    ],
  );
  return id;
}

/** A room reservation as the database holds it, from `begin` to `end` (instants; no rule checked). */
export async function aRoomBooking(
  t: World,
  o: { person: Person | string; room: string; begin: string; end: string; status?: 'booked' | 'busy' | 'cancelled' },
): Promise<string> {
  const id = randomUUID();
  await t.ctx.db.query(
    `INSERT INTO room_reservations (id, room_id, uuid, date_begin, date_end, creation_date, status) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, o.room, typeof o.person === 'string' ? o.person : o.person.uuid, o.begin, o.end, t.clock.now(), o.status ?? 'booked'],
  );
  return id;
}

let plates = 0;
/** An active car of the person, with a plate no other call gave. */
export async function aCar(
  t: World,
  o: { person: Person | string; plate?: string; brand?: string; electric?: boolean },
): Promise<{ id: string; plate: string }> {
  const id = randomUUID();
  const plate =
    o.plate ??
    `B${String(++plates).padStart(3, '0')}${tag
      .slice(0, 3)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'X')}`;
  await t.ctx.db.query('INSERT INTO cars (id, user_id, brand, license_plate, date_added, electric) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    typeof o.person === 'string' ? o.person : o.person.uuid,
    o.brand ?? 'Dacia',
    plate,
    t.clock.now(),
    o.electric ?? false,
  ]);
  return { id, plate };
}

/** A tower request as the database holds it, waiting in the queue unless told. */
export async function aTowerRequest(
  t: World,
  o: { person: Person | string; car: { id: string } | string; day: string; type?: number; confirmed?: boolean; source?: ReservationSource },
): Promise<string> {
  const id = randomUUID();
  await t.ctx.db.query(
    `INSERT INTO parking_reservations (id, date_added, reservation_date, user_id, car_id, type, reservation_confirmed, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      t.clock.now(),
      o.day,
      typeof o.person === 'string' ? o.person : o.person.uuid,
      typeof o.car === 'string' ? o.car : o.car.id,
      o.type ?? TYPE.queue,
      o.confirmed ?? false,
      o.source ?? 'person',
    ],
  );
  return id;
}

/**
 * An absence of a person from `from` to `to`, both included (decisions §20), inserted as the
 * database holds it: no rule of the absences' calls is checked, and nothing is cancelled.
 */
export async function anAbsence(
  t: World,
  o: { person: Person | string; from: string; to: string; kind?: AbsenceKind; by?: Person | string },
): Promise<string> {
  const id = randomUUID();
  const uuid = typeof o.person === 'string' ? o.person : o.person.uuid;
  await t.ctx.db.query(
    'INSERT INTO absences (id, uuid, from_day, to_day, kind, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, uuid, o.from, o.to, o.kind ?? 'concediu', o.by === undefined ? uuid : typeof o.by === 'string' ? o.by : o.by.uuid, t.clock.now()],
  );
  return id;
}

export type DemoName = 'admin' | 'manager' | 'angajat' | 'turn' | 'ambele';

/**
 * The five accounts of README (decisions §4) with their groups, made afresh: for the tests whose
 * subject is what those accounts see (login, grants, who reads whom), without the rest of the demo
 * organisation and its year of history. Password 'demo1234', as in README.
 */
export async function theDemoAccounts(t: World): Promise<Record<DemoName, Person>> {
  const wanted = new Set(DEMO_ACCOUNTS.flatMap((a) => [...a.groupList, ...a.managerOf, ...(a.mainGroup ? [a.mainGroup] : [])]));
  for (const g of DEMO_GROUPS)
    if (wanted.has(g.id)) await aGroup(t, { id: g.id, name: g.name, type: g.type, parkingSpots: g.parkingSpots });
  const out: Partial<Record<DemoName, Person>> = {};
  for (const a of DEMO_ACCOUNTS) {
    out[a.username as DemoName] = await aPerson(t, {
      username: a.username,
      name: a.name,
      role: a.role,
      building: a.building,
      buildings: a.buildingList,
      adminOf: a.adminOf,
      managerOf: a.managerOf,
      mainGroup: a.mainGroup,
      groups: a.groupList,
      parkingRight: a.parkingRight,
      manager: a.manager,
      password: DEMO_PASSWORD,
    });
  }
  return out as Record<DemoName, Person>;
}

export interface Driver extends Person {
  carId: string;
  plate: string;
}

/** A person of the tower with the right to park and an active car of their own (its plate told, or one no other call gave). */
export async function aDriver(t: World, o: PersonOptions & { plate?: string; electric?: boolean } = {}): Promise<Driver> {
  const { plate, electric, ...person } = o;
  const p = await aPerson(t, { building: TOWER, parkingRight: true, ...person });
  const car = await aCar(t, { person: p, plate, electric });
  return { ...p, carId: car.id, plate: car.plate };
}

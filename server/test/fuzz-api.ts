import { expect } from 'vitest';
import { aCar, aDesk, aFloor, aPerson, aRoom, theDemoAccounts, type DemoName, type Person } from './factories.js';
import type { Known } from './fuzz.js';
import type { TestApp } from './harness.js';

// This API's known field values for the fuzzer's baselines (server/http/garbage.test.ts): ids of the
// world fuzzWorld() makes, and days after the test clock (Monday 2026-03-02). The employee and the administrator
// (who books for the employee) each get their own days and room slot, so that both valid calls succeed.
export const DAY = '2026-03-05';
const OWN: Record<string, { day: string; randomDay: string; begin: string; end: string }> = {
  angajat: { day: DAY, randomDay: '2026-03-06', begin: `${DAY}T15:30:00Z`, end: `${DAY}T16:00:00Z` },
  admin: { day: '2026-03-04', randomDay: '2026-03-09', begin: `${DAY}T16:00:00Z`, end: `${DAY}T16:30:00Z` },
};

/** The account the fuzz's import makes, for the users administration routes. */
const FUZZ_USER = '5b0e4c1e-9b1a-4c3e-8f00-000000000001';

export type ApiIds = Record<
  | 'admin'
  | 'angajat'
  | 'desk'
  | 'otherDesk'
  | 'spareDesk'
  | 'room'
  | 'otherRoom'
  | 'spareRoom'
  | 'car'
  | 'spareCar'
  | 'deskReservation'
  | 'roomReservation'
  | 'parking'
  | 'floor'
  | 'erasable',
  string
>;

/** The known values of this API's fields, by route (and anyOf branch) and dotted path or field name, then for every route. */
export function knownFor(ids: ApiIds, route: string, variant: number, me: string): Known {
  const own = OWN[me];
  const byRoute: Record<string, Record<string, unknown>> = {
    'POST /api/users/login': { username: 'fuzz-nimeni', password: 'parola-gresita' },
    // A wrong old password: the call can never change the caller's password and end their sessions.
    'POST /api/users/changePassword': { user: me, oldPassword: 'parola-gresita', newPassword: 'parola-noua-1' },
    'POST /api/users/sendResetEmail': { email: 'nimeni@example.com' },
    // A token that was never issued: no password is ever reset.
    'POST /api/users/resetPassword': { token: 'x'.repeat(40), password: 'parola-noua-1' },
    'POST /api/users/checkResetToken': { token: 'x'.repeat(40) },
    'POST /api/users/massRegister': {
      'accounts[].credentials.username': 'fuzz.nou',
      'accounts[].credentials.password': 'parola-noua-1',
      'accounts[].userInfo.uuid': FUZZ_USER,
      'accounts[].userInfo.email': 'fuzz.nou@example.com',
      'accounts[].userInfo.name': 'Fuzz Nou',
      mainGroup: 'it',
      'groupList[]': 'it',
      'managerOf[]': 'it',
      manager: 'Mihai Manager',
      director: null,
      confirmed: false,
    },
    // A tower user of its own (the garbage then lands on a fresh account, or on a taken name: 409).
    'POST /api/users/registerTurn': {
      'credentials.username': 'fuzz.turn',
      'credentials.password': 'parola-noua-1',
      'userInfo.email': 'fuzz.turn@example.com',
      'userInfo.name': 'Fuzz Turn',
      graded: true,
    },
    'POST /api/config/update': { name: 'maxDaysDesk', value: 30, building: '1' },
    // The users administration works on the account the import above made (fuzz.nou), never on
    // the employee and administrator the fuzz logs in as; it is deleted last.
    'POST /api/users/update': {
      uuid: FUZZ_USER,
      name: 'Fuzz Nou',
      username: 'fuzz.nou',
      email: 'fuzz.nou@example.com',
      mainGroup: 'it',
      'groupList[]': 'it',
      'managerOf[]': 'it',
      accessibleSpace: true,
    },
    'POST /api/users/setRandomPassword': { uuid: FUZZ_USER },
    'POST /api/users/deactivate': { uuid: FUZZ_USER, active: true },
    'POST /api/users/delete': { uuid: FUZZ_USER },
    // An account of its own, erased by the first valid call; every later one is 409 (decisions §25).
    'POST /api/users/erase': { uuid: ids.erasable },
    // Desk and room administration work on a desk and a room the booking routes do not use.
    'POST /api/desks/update': { deskId: ids.otherDesk, manager: ids.angajat },
    'POST /api/conference-rooms/update': {
      id: ids.otherRoom,
      name: 'Sala Fuzz',
      type: 'Sala de conferință',
      phoneNo: '0210000000',
      peopleNo: 8,
    },
    // The floor plans (decisions §18): a floor of their own (9), desks and rooms made on the world's floor
    // under numbers of their own, and deletions of a desk and a room nothing else uses (a dry run, unless
    // the garbage takes `dryRun` away).
    'POST /api/floors/update': { floor: 9, name: 'Etajul fuzz', width: 1000, height: 600, 'zones[].label': 'Fuzz' },
    'POST /api/floors/delete': { floor: 9 },
    'POST /api/desks/create': { floor: Number(ids.floor), number: 9000, x: 10, y: 10 },
    'POST /api/desks/delete': { deskId: ids.spareDesk, dryRun: true },
    'POST /api/conference-rooms/create': {
      floor: Number(ids.floor),
      number: 90,
      x: 10,
      y: 10,
      w: 50,
      h: 50,
      'details.name': 'Sala Fuzz',
      peopleNo: 4,
    },
    'POST /api/conference-rooms/delete': { id: ids.spareRoom, dryRun: true },
    'POST /api/reservations/desks/random': { reservationDate: own.randomDay },
    'POST /api/reservations/desks/attending': { date: '2026-02-27', email: 'angajat@example.com' },
    // The change branch keeps the reservation's own slot; the create branch books the caller's slot.
    'POST /api/reservations/conference-rooms/update#0': {
      _id: ids.roomReservation,
      dateBegin: '2026-03-03T15:30:00Z',
      dateEnd: '2026-03-03T16:00:00Z',
    },
    'POST /api/reservations/conference-rooms/delete': { _id: ids.roomReservation },
    'POST /api/cars/add': { brand: 'Dacia', license_plate: 'B999FUZ', owner_label: 'Fuzz', electric: true },
    'POST /api/cars/delete': { _id: ids.spareCar },
    'POST /api/cars/update': { _id: ids.car, brand: 'Dacia', owner_label: 'Fuzz', electric: true },
    'POST /api/reservations/parking/update': { _id: ids.parking },
    // A day's rounds (decisions §26): the day is the common `date`; the export also as CSV.
    'GET /api/reservations/parking/rounds/export': { format: 'csv' },
    // A colleague to follow: the administrator's valid list; the employee's own uuid (following.self).
    'POST /api/following/update': { 'uuids[]': ids.angajat },
  };
  const common: Record<string, unknown> = {
    uuid: ids.angajat,
    user_id: ids.admin,
    _id: ids.deskReservation,
    deskId: ids.desk,
    groupId: 'it',
    reservationDate: own.day,
    date: DAY,
    reservation_date: DAY,
    'reservation_dates[]': DAY,
    conferenceRoomId: ids.room,
    id: ids.room,
    dateBegin: own.begin,
    dateEnd: own.end,
    'groupsIdList[]': 'it',
    car_id: ids.car,
    carId: ids.car,
    parkingReservationId: ids.parking,
    phoneNumber: '0712345678',
    departmentName: 'Tehnologie',
    officeRoom: '401',
    officeFloor: '4',
    now: '2026-03-02T08:00:00Z',
  };
  const mine = { ...byRoute[route], ...byRoute[`${route}#${variant}`] };
  return (path, name) => mine[path] ?? mine[name] ?? common[path] ?? common[name];
}

/** A free desk of group 'it' (no allocation, no live booking between the two days). */
export async function freeItDesk(t: TestApp, from: string, to = from, skip = 0): Promise<string> {
  const { rows } = await t.ctx.db.query<{ desk_id: string }>(
    `SELECT desk_id FROM desks d WHERE 'it' = ANY (groups_id_list) AND type IS NULL
       AND NOT EXISTS (SELECT 1 FROM desk_reservations r WHERE r.desk_id = d.desk_id AND r.day BETWEEN $1 AND $2 AND r.status <> 'cancelled')
     ORDER BY floor, desk_id OFFSET $3`,
    [from, to, skip],
  );
  if (!rows[0]) throw new Error(`no free desk of 'it' from ${from} to ${to}`);
  return rows[0].desk_id;
}

/**
 * The world the fuzz needs, made in the test's own database (issue #37), and one reservation of each kind
 * that both fuzzing roles may change: the five README accounts and their groups (the fuzz logs in as
 * 'admin' and 'angajat'; 'turn' and 'ambele' own cars), a floor with desks of 'it' enough for every day
 * the fuzz books (its own, a random draw's, the checks after it) and of each other group, rooms of 'it'
 * and one of another group, the administrator's car, the tower user's (the plate the uploads name) and a
 * spare one to delete.
 */
export async function fuzzWorld(t: TestApp): Promise<{ people: Record<DemoName, Person>; tokens: Record<string, string>; ids: ApiIds }> {
  const people = await theDemoAccounts(t);
  const tokens = { admin: people.admin.token, angajat: people.angajat.token };
  const floor = await aFloor(t);
  const itDesks: string[] = [];
  for (let i = 0; i < 8; i++) itDesks.push(await aDesk(t, { floor, groups: ['it'] }));
  for (const group of ['proiect-alfa', 'centrala']) for (let i = 0; i < 2; i++) await aDesk(t, { floor, groups: [group] });
  const spareDesk = await aDesk(t, { floor, groups: ['financiar'] });
  const room = await aRoom(t, { floor, groups: ['it'] });
  const otherRoom = await aRoom(t, { floor, groups: ['it'] });
  const spareRoom = await aRoom(t, { floor, groups: ['financiar'] });
  const car = await aCar(t, { person: people.admin });
  await aCar(t, { person: people.turn, plate: 'B123TUR' });
  const spareCar = await aCar(t, { person: people.ambele });
  const erasable = await aPerson(t, { username: 'fuzz.sters', name: 'Fuzz Șters' });
  await aCar(t, { person: erasable });
  const desk = itDesks[0];
  const made = [
    await t.call('POST', '/api/reservations/desks/update', {
      token: tokens.angajat,
      body: { deskId: desk, reservationDate: '2026-03-03' },
    }),
    await t.call('POST', '/api/reservations/conference-rooms/update', {
      token: tokens.angajat,
      body: { conferenceRoomId: room.id, dateBegin: '2026-03-03T15:30:00Z', dateEnd: '2026-03-03T16:00:00Z' },
    }),
    await t.call('POST', '/api/reservations/parking/add', {
      token: tokens.admin,
      body: { reservation_date: '2026-03-10', car_id: car.id },
    }),
  ];
  for (const r of made) expect(r.body.message).toBeUndefined();
  const [deskReservation, roomReservation, parking] = made.map((r) => String((r.body.payload as { _id: string })._id));
  const ids: ApiIds = {
    admin: people.admin.uuid,
    angajat: people.angajat.uuid,
    desk,
    otherDesk: itDesks[1],
    spareDesk,
    room: room.id,
    otherRoom: otherRoom.id,
    spareRoom: spareRoom.id,
    car: car.id,
    spareCar: spareCar.id,
    deskReservation,
    roomReservation,
    parking,
    floor: String(floor.floor),
    erasable: erasable.uuid,
  };
  return { people, tokens, ids };
}

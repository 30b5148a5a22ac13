import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HOLDERS } from '../../domain/desks/holders.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson, type Floor, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// GET /api/desks/holders (#43 point 3): 'Find a colleague' asks the server for the people whose name
// holds what was typed, instead of the whole building's map. Wednesday 4 March 2026.
const DAY = '2026-03-04';
let t: TestApp;
let floor: Floor;
let group: Group;
let viewer: Person, stefan: Person, ionescu: Person, cancelled: Person, tomorrow: Person;
const desks: string[] = [];

const book = async (p: Person, day = DAY, status?: 'cancelled') => {
  const desk = await aDesk(t, { floor, groups: [group] });
  desks.push(desk);
  await aBooking(t, { person: p, desk, day, group, ...(status ? { status } : {}) });
  return desk;
};

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  floor = await aFloor(t);
  group = await aGroup(t);
  const member = (name: string) => aPerson(t, { name, groups: [group] });
  viewer = await member('Vera Vizitiu');
  [stefan, ionescu] = [await member('Ștefan Şerbănescu'), await member('IONESCU Maria')];
  [cancelled, tomorrow] = [await member('Ion Anulat'), await member('Ion Mâine')];
  await book(stefan);
  await book(ionescu);
  await book(cancelled, DAY, 'cancelled');
  await book(tomorrow, '2026-03-05');
});
afterAll(() => t.close());

const find = (q: string, o: { who?: Person; date?: string } = {}) =>
  t.call('GET', `/api/desks/holders?q=${encodeURIComponent(q)}${o.date ? `&date=${o.date}` : ''}`, { token: (o.who ?? viewer).token });
const names = async (q: string, date?: string) => ((await find(q, { date })).body.payload as { name: string }[]).map((h) => h.name);

describe("'Find a colleague'", () => {
  it('finds a person by any part of the name, whatever its case and diacritics, with the desk and its floor', async () => {
    const r = await find('stefan');
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual([{ uuid: stefan.uuid, name: 'Ștefan Şerbănescu', deskId: desks[0], floor: floor.floor }]);
    expect(await names('ŞERBĂ')).toEqual(['Ștefan Şerbănescu']);
    expect(await names('ionescu')).toEqual(['IONESCU Maria']);
  });

  it('lists only live reservations of the day asked (today by default)', async () => {
    expect(await names('ion')).toEqual(['IONESCU Maria']);
    expect(await names('ion', '2026-03-05')).toEqual(['Ion Mâine']);
  });

  it('sees a booking, a cancellation and a new name at once (the list is kept under the day’s version)', async () => {
    expect(await names('zamfir')).toEqual([]);
    const zamfir = await aPerson(t, { name: 'Zamfir Zorilă', groups: [group] });
    await book(zamfir);
    expect(await names('zamfir')).toEqual(['Zamfir Zorilă']);
    await t.ctx.db.query(`UPDATE users SET name = 'Zamfir Nou' WHERE uuid = $1`, [zamfir.uuid]);
    expect(await names('zamfir')).toEqual(['Zamfir Nou']);
    await t.ctx.db.query(`UPDATE desk_reservations SET status = 'cancelled' WHERE uuid = $1`, [zamfir.uuid]);
    expect(await names('zamfir')).toEqual([]);
  });

  it("takes the query's own % and _ literally", async () => {
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it(`answers at most ${MAX_HOLDERS}, by name`, async () => {
    const day = '2026-03-06';
    for (let i = 0; i < MAX_HOLDERS + 2; i++)
      await book(await aPerson(t, { name: `Popa ${String(i).padStart(2, '0')}`, groups: [group] }), day);
    const found = await names('popa', day);
    expect(found).toHaveLength(MAX_HOLDERS);
    expect(found[0]).toBe('Popa 00');
    expect(found).toEqual([...found].sort());
  });

  it('refuses an empty or too long query and a day that is not one (400), and a caller of building 2 only (403)', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) expect((await find(q)).status, JSON.stringify(q)).toBe(400);
    expect((await find('ion', { date: '2026-02-30' })).status).toBe(400);
    const tower = await aPerson(t, { building: '2' });
    expect((await find('ion', { who: tower })).status).toBe(403);
  });
});

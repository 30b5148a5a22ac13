import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_MSG, FOLLOW_REASON, MAX_FOLLOWED } from '../../domain/team/messages.js';
import { aGroup, aPerson, type Group, type Person } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Following colleagues (decisions §21) on the real app and database: the list saved whole, its
// refusals (which change nothing), and who leaves it.
let t: TestApp;
let group: Group;
let ana: Person, bogdan: Person, cristi: Person, ofBoth: Person, towerOnly: Person, admin: Person;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-04T08:00:00Z' });
  group = await aGroup(t);
  // Names out of their code-point order: Ștefan comes before Tudor in Romanian.
  ana = await aPerson(t, { name: 'Tudor Ana', groups: [group] });
  bogdan = await aPerson(t, { name: 'Ștefan Bogdan' });
  cristi = await aPerson(t, { name: 'Anca Cristi', building: '2', buildings: ['1'] });
  ofBoth = await aPerson(t, { name: 'Radu Ambele', buildings: ['1', '2'] });
  towerOnly = await aPerson(t, { name: 'Turnul Doar', building: '2' });
  admin = await aPerson(t, { role: 'admin', adminOf: ['1', '2'] });
});
afterAll(() => t.close());

// Each test follows as a person of its own, so that the tests hold in any order.
const aFollower = () => aPerson(t, { groups: [group] });
const list = (who: Person) => t.call('GET', '/api/following', { token: who.token });
const save = (who: Person, uuids: string[]) => t.call('POST', '/api/following/update', { token: who.token, body: { uuids } });
const named = (...people: Person[]) => people.map((p) => ({ uuid: p.uuid, name: p.name }));

describe('following colleagues', () => {
  it('starts empty, saves the list whole and answers it by name in Romanian order', async () => {
    const me = await aFollower();
    expect((await list(me)).body).toMatchObject({ err: 0, payload: [] });
    const saved = await save(me, [ana.uuid, bogdan.uuid, cristi.uuid]);
    expect(saved.body).toMatchObject({ err: 0, payload: named(cristi, bogdan, ana) });
    expect((await list(me)).body.payload).toEqual(named(cristi, bogdan, ana));
  });

  it('replaces the list: who is left out is no longer followed', async () => {
    const me = await aFollower();
    await save(me, [ana.uuid, bogdan.uuid, cristi.uuid]);
    expect((await save(me, [ofBoth.uuid, ana.uuid])).body.payload).toEqual(named(ofBoth, ana));
    expect((await list(me)).body.payload).toEqual(named(ofBoth, ana));
    // Everyone's list is their own.
    expect((await list(ana)).body.payload).toEqual([]);
  });

  it('takes a uuid written in capitals as the same person', async () => {
    const me = await aFollower();
    expect((await save(me, [ofBoth.uuid.toUpperCase(), ana.uuid])).body.payload).toEqual(named(ofBoth, ana));
  });

  it('refuses, and changes nothing, when a colleague cannot be followed', async () => {
    const me = await aFollower();
    await save(me, [ofBoth.uuid, ana.uuid]);
    const refusals: [string, string[], string, string][] = [
      ['oneself', [ana.uuid, me.uuid], FOLLOW_REASON.self, FOLLOW_MSG.self],
      ['a person of the tower only', [towerOnly.uuid], FOLLOW_REASON.notColleague, FOLLOW_MSG.notColleague],
      ['no one', [randomUUID()], FOLLOW_REASON.notColleague, FOLLOW_MSG.notColleague],
    ];
    for (const [what, uuids, reason, message] of refusals) {
      const r = await save(me, uuids);
      expect(r.status, what).toBe(400);
      expect(r.body, what).toMatchObject({ err: 400, payload: null, reason, message });
    }
    const tooMany = await save(
      me,
      Array.from({ length: MAX_FOLLOWED + 1 }, () => randomUUID()),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ reason: FOLLOW_REASON.tooMany, message: FOLLOW_MSG.tooMany });
    const twice = await save(me, [ana.uuid, ana.uuid]);
    expect(twice.status).toBe(400);
    expect(twice.body.reason).toBe('invalid');
    expect(twice.body.message).toContain('Fiecare coleg se poate alege o singură dată.');
    expect((await list(me)).body.payload).toEqual(named(ofBoth, ana));
  });

  it('follows as many as the limit allows', async () => {
    const me = await aFollower();
    const many = [];
    for (let i = 0; i < MAX_FOLLOWED; i++) many.push(await aPerson(t));
    const r = await save(
      me,
      many.map((p) => p.uuid),
    );
    expect(r.body.err).toBe(0);
    expect(r.body.payload).toHaveLength(MAX_FOLLOWED);
    expect((await save(me, [])).body.payload).toEqual([]);
  });

  it('lets a deleted person disappear from the list, and refuses them afterwards', async () => {
    const me = await aFollower();
    const leaving = await aPerson(t, { groups: [group] });
    expect((await save(me, [ofBoth.uuid, leaving.uuid])).body.payload).toHaveLength(2);
    const deleted = await t.call('POST', '/api/users/delete', { token: admin.token, body: { uuid: leaving.uuid } });
    expect(deleted.body.err).toBe(0);
    expect((await list(me)).body.payload).toEqual(named(ofBoth));
    expect((await save(me, [leaving.uuid])).body.reason).toBe(FOLLOW_REASON.notColleague);
  });

  it('is for the people of building 1 only', async () => {
    expect((await list(towerOnly)).status).toBe(403);
    expect((await save(towerOnly, [ana.uuid])).body).toMatchObject({ err: 403, reason: 'access' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { APP_REASON } from '../../domain/messages.js';
import { aDesk, aFloor, aGroup, aPerson, aRoom, type Floor, type Group } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// What the console's Birouri and Săli sections send (decisions §9): a room's details, capacity
// and groups; a desk's holder, which needs both its type and its person.
let t: TestApp;
let admin: string;
let floor: Floor;
let itDept: Group, financiar: Group, resurseUmane: Group, beta: Group;

beforeAll(async () => {
  t = await createTestApp();
  floor = await aFloor(t);
  [itDept, financiar, resurseUmane] = [await aGroup(t), await aGroup(t), await aGroup(t)];
  beta = await aGroup(t, { type: 'Proiect' });
  admin = (await aPerson(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

const roomUpdate = (body: Record<string, unknown>) => t.call('POST', '/api/conference-rooms/update', { token: admin, body });
const roomOf = async (id: string) =>
  (
    (await t.call('GET', '/api/conference-rooms', { token: admin })).body.payload as {
      id: string;
      peopleNo: number;
      details: Record<string, unknown>;
      groupsIdList: string[];
    }[]
  ).find((r) => r.id === id)!;

describe('a room changed by an administrator', () => {
  it('keeps its new capacity, features and groups, and what was not sent', async () => {
    const room = await aRoom(t, { floor, groups: [itDept], capacity: 6, tv: false });
    await t.ctx.db.query('UPDATE all_rooms SET has_audio_video = true WHERE id = $1', [room.id]);
    const before = await roomOf(room.id);
    expect(before.details).toMatchObject({ name: room.name, hasTV: false, hasPhone: false, hasAudioVideo: true });
    const r = await roomUpdate({
      id: room.id,
      peopleNo: 12,
      details: { hasTV: true, hasPhone: true, phoneNo: '021 300 5104' },
      groupsIdList: [itDept.id, financiar.id],
    });
    expect(r.body.err).toBe(0);
    const after = await roomOf(room.id);
    expect(after).toMatchObject({
      peopleNo: 12,
      groupsIdList: [itDept.id, financiar.id],
      details: {
        name: before.details.name,
        hasTV: true,
        hasPhone: true,
        phoneNo: '021 300 5104',
        hasAudioVideo: before.details.hasAudioVideo,
      },
    });
  });

  it('refuses a group that does not exist, and changes nothing', async () => {
    const room = await aRoom(t, { floor, groups: [itDept] });
    const before = await roomOf(room.id);
    const r = await roomUpdate({ id: room.id, peopleNo: 30, groupsIdList: [itDept.id, 'nu-exista'] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: APP_REASON.groupUnknown });
    expect(await roomOf(room.id)).toEqual(before);
  });
});

describe('a desk changed by an administrator', () => {
  it('refuses a type without a person with a reason the web can key on', async () => {
    const deskId = await aDesk(t, { floor, groups: [resurseUmane] });
    const r = await t.call('POST', '/api/desks/update', { token: admin, body: { deskId, type: 'Manager' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: DESK_REASON.holderIncomplete, message: DESK_MSG.holderIncomplete });
    const { rows } = await t.ctx.db.query('SELECT type, manager FROM desks WHERE desk_id = $1', [deskId]);
    expect(rows).toEqual([{ type: null, manager: null }]);
  });

  it('answers with the saved message of flex-office §8', async () => {
    const deskId = await aDesk(t, { floor, groups: [resurseUmane] });
    const r = await t.call('POST', '/api/desks/update', {
      token: admin,
      body: { deskId, groupsIdList: [resurseUmane.id, beta.id] },
    });
    expect(r.body).toMatchObject({
      err: 0,
      message: DESK_MSG.saved,
      payload: { deskId, groupsIdList: [resurseUmane.id, beta.id] },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '../../domain/desks/rules.js';
import { APP_REASON } from '../../domain/messages.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// What the console's Birouri and Săli sections send (decisions §9): a room's details, capacity
// and groups; a desk's holder, which needs both its type and its person.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await t.login('admin');
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
    const before = await roomOf('E5-04');
    const r = await roomUpdate({
      id: 'E5-04',
      peopleNo: 12,
      details: { hasTV: true, hasPhone: true, phoneNo: '021 300 5104' },
      groupsIdList: ['it', 'financiar'],
    });
    expect(r.body.err).toBe(0);
    const after = await roomOf('E5-04');
    expect(after).toMatchObject({
      peopleNo: 12,
      groupsIdList: ['it', 'financiar'],
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
    const before = await roomOf('E4-03');
    const r = await roomUpdate({ id: 'E4-03', peopleNo: 30, groupsIdList: ['it', 'nu-exista'] });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: APP_REASON.groupUnknown });
    expect(await roomOf('E4-03')).toEqual(before);
  });
});

describe('a desk changed by an administrator', () => {
  it('refuses a type without a person with a reason the web can key on', async () => {
    const r = await t.call('POST', '/api/desks/update', { token: admin, body: { deskId: '5-3', type: 'Manager' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: DESK_REASON.holderIncomplete, message: DESK_MSG.holderIncomplete });
  });

  it('answers with the saved message of flex-office §8', async () => {
    const r = await t.call('POST', '/api/desks/update', {
      token: admin,
      body: { deskId: '5-3', groupsIdList: ['resurse-umane', 'proiect-beta'] },
    });
    expect(r.body).toMatchObject({
      err: 0,
      message: DESK_MSG.saved,
      payload: { deskId: '5-3', groupsIdList: ['resurse-umane', 'proiect-beta'] },
    });
  });
});

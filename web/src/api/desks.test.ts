import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from './client.js';
import { desksOfDay, desksOfGroup } from './desks.js';

// The maps the screens ask for (issue #24, point 2): the whole day, one floor, one group's desks;
// each answer lean (issue #12), its empty fields read as null.

const lean = {
  id: '6-1001',
  deskId: '6-1001',
  floor: 6,
  status: 'free',
  groupsIdList: ['it'],
  coordinates: { latitude: 1, longitude: 2 },
  parkingSpot: false,
};
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function answering() {
  setToken('t1');
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ err: 0, payload: [lean] }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return () => new URL(fetch.mock.calls[0][0], 'http://localhost');
}

describe('the maps of a day', () => {
  it('one floor: ?date=&floor=, read with its empty fields as null', async () => {
    const url = answering();
    expect(await desksOfDay('2027-03-02', 6)).toEqual([
      {
        ...lean,
        type: null,
        manager: null,
        managerName: null,
        uuid: null,
        name: null,
        creatorUuid: null,
        reservationDate: null,
        reservationId: null,
        groupId: null,
        source: null,
      },
    ]);
    expect(url().pathname).toBe('/api/desks');
    expect(Object.fromEntries(url().searchParams)).toEqual({ date: '2027-03-02', floor: '6' });
  });

  it('the whole office: no floor', async () => {
    const url = answering();
    await desksOfDay('2027-03-02');
    expect(Object.fromEntries(url().searchParams)).toEqual({ date: '2027-03-02' });
  });

  it("a group's desks, every floor", async () => {
    const url = answering();
    await desksOfGroup('proiect alfa', '2027-03-02');
    expect(url().pathname).toBe('/api/desks/group/proiect%20alfa');
    expect(Object.fromEntries(url().searchParams)).toEqual({ date: '2027-03-02' });
  });
});

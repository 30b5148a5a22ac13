import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from '../live.js';
import * as desks from './desks.js';
import { floorKeys } from './floors.js';
import { officeDayOf, refreshFloors, refreshOfficeDay, shownDays } from './live.js';
import * as rooms from './rooms.js';
import { towerKeys } from './tower.js';

const { deskKeys, officeStatusKeys } = desks;
const { roomKeys } = rooms;

// Every query the office's areas cache, built by its own options factory, with the day it shows
// (null: none, so an `office` event leaves it alone). The group is named unlike the day and the
// floor is a number: a factory that moves its day without telling its dayOf is read wrong here.
const DAY = '2026-03-04';
const GROUP = 'it';
const OFFICE_QUERIES: Record<string, { key: readonly unknown[]; day: string | null }[]> = {
  getDesksOfDayQueryOptions: [{ key: desks.getDesksOfDayQueryOptions(DAY).queryKey, day: DAY }],
  getDesksOfFloorQueryOptions: [{ key: desks.getDesksOfFloorQueryOptions(DAY, 4).queryKey, day: DAY }],
  getGroupDesksQueryOptions: [{ key: desks.getGroupDesksQueryOptions(GROUP, DAY).queryKey, day: DAY }],
  getOfficeStatusQueryOptions: [{ key: desks.getOfficeStatusQueryOptions(DAY).queryKey, day: DAY }],
  getRoomsQueryOptions: [
    { key: rooms.getRoomsQueryOptions(GROUP, DAY).queryKey, day: DAY },
    { key: rooms.getRoomsQueryOptions(null, DAY).queryKey, day: DAY },
  ],
  // The week strip spans days; the parking spots, the people and the reservations are not the map's.
  getFreeByDayQueryOptions: [{ key: desks.getFreeByDayQueryOptions(GROUP, DAY, '2026-03-06').queryKey, day: null }],
  getFreeParkingSpotsQueryOptions: [{ key: desks.getFreeParkingSpotsQueryOptions(GROUP, DAY).queryKey, day: null }],
  getGroupPeopleQueryOptions: [{ key: desks.getGroupPeopleQueryOptions(GROUP).queryKey, day: null }],
  getUpcomingDesksQueryOptions: [{ key: desks.getUpcomingDesksQueryOptions('u').queryKey, day: null }],
  getGroupDeskReservationsQueryOptions: [{ key: desks.getGroupDeskReservationsQueryOptions(GROUP).queryKey, day: null }],
  getBookedForOthersQueryOptions: [{ key: desks.getBookedForOthersQueryOptions().queryKey, day: null }],
  getDeskReservationQueryOptions: [{ key: desks.getDeskReservationQueryOptions('r').queryKey, day: null }],
  getUpcomingRoomsQueryOptions: [{ key: rooms.getUpcomingRoomsQueryOptions('u').queryKey, day: null }],
};

describe('the office day of a key, told by the area that builds it', () => {
  it('is named for every query the desks and rooms cache: a new one must say whether it shows a day', () => {
    const built = [...Object.keys(desks), ...Object.keys(rooms)].filter((name) => /^get\w+QueryOptions$/.test(name));
    expect(built.sort()).toEqual(Object.keys(OFFICE_QUERIES).sort());
  });

  it.each(Object.entries(OFFICE_QUERIES))('is read from %s where its factory puts it', (_, cases) => {
    for (const { key, day } of cases) expect(officeDayOf(key)).toBe(day);
  });

  it("is none for the areas' prefixes, a day not yet chosen, nor another area's key", () => {
    for (const key of [deskKeys.all, deskKeys.floorMaps(), roomKeys.all, officeStatusKeys.all, deskKeys.ofDay(null)])
      expect(officeDayOf(key)).toBeNull();
    expect(officeDayOf(deskKeys.ofGroup(GROUP, null))).toBeNull();
    expect(officeDayOf(towerKeys.reservationsOf('u'))).toBeNull();
    expect(officeDayOf(floorKeys.list())).toBeNull();
  });

  it('is never looked for in live.ts by a place in the key, nor by the words the factories put in it', () => {
    const live = readFileSync(join(import.meta.dirname, 'live.ts'), 'utf8');
    expect(live).not.toMatch(/\[\s*\d+\s*\]/); // key[2]
    expect(live).not.toMatch(/\.at\(/); // key.at(2)
    expect(live).not.toMatch(/(const|let|var)\s*\[[^\]]*\]\s*=/); // const [area, kind] = key
    const words = new Set(
      Object.values(OFFICE_QUERIES)
        .flat()
        .flatMap(({ key }) => key)
        .filter((part): part is string => typeof part === 'string' && part !== DAY && part !== GROUP),
    );
    for (const word of words) expect(live, word).not.toMatch(new RegExp(`['"\`]${word}['"\`]`));
  });
});

describe('live updates in the cache', () => {
  it("re-reads only the changed day's queries", () => {
    const qc = new QueryClient();
    for (const key of [
      deskKeys.ofFloor('2026-03-04', 4),
      officeStatusKeys.ofDay('2026-03-04'),
      deskKeys.ofFloor('2026-03-05', 4),
      roomKeys.list(null, '2026-02-20'),
    ])
      qc.setQueryData(key, []);
    expect(refreshOfficeDay(qc, '2026-03-04')).toBe(true);
    expect(refreshOfficeDay(qc, '2026-03-10')).toBe(false); // nothing of that day is shown
    const stale = qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey);
    expect(stale).toEqual([deskKeys.ofFloor('2026-03-04', 4), officeStatusKeys.ofDay('2026-03-04')]);
  });

  it("names the days the page shows (#38 point 14): its maps, rooms and status card, and today and the days of the person's own tower requests from today on", async () => {
    const qc = new QueryClient();
    // Cached from pages left, or built but not enabled: not shown.
    qc.setQueryData(deskKeys.ofFloor('2026-03-09', 4), []);
    const off = new QueryObserver(qc, { queryKey: officeStatusKeys.ofDay('2026-03-10'), queryFn: async () => null, enabled: false });
    const shown = (key: readonly unknown[], data: unknown) => new QueryObserver(qc, { queryKey: key, queryFn: async () => data });
    const stops = [off.subscribe(() => undefined)];
    expect(shownDays(qc, 'u', '2026-03-02')).toEqual([]);

    stops.push(shown(deskKeys.ofFloor('2026-03-05', 4), []).subscribe(() => undefined));
    stops.push(shown(roomKeys.list(null, '2026-03-04'), []).subscribe(() => undefined));
    expect(shownDays(qc, 'u', '2026-03-02')).toEqual(['2026-03-04', '2026-03-05']);

    const requests = ['2026-02-27', '2026-03-03', '2026-03-06'].map((reservation_date) => ({ reservation_date }));
    const tower = shown(towerKeys.reservationsOf('u'), requests);
    stops.push(tower.subscribe(() => undefined));
    await vi.waitFor(() => expect(tower.getCurrentResult().isSuccess).toBe(true));
    expect(shownDays(qc, 'u', '2026-03-02')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    // Another person's requests (an administrator's view) are not this person's stream's.
    expect(shownDays(qc, 'v', '2026-03-02')).toEqual(['2026-03-04', '2026-03-05']);
    for (const stop of stops) stop();
    expect(shownDays(qc, 'u', '2026-03-02')).toEqual([]);
  });

  it('re-reads the floors a map shows once for the days of one change: a read on its way stands for the rest', async () => {
    const qc = new QueryClient();
    let reads = 0;
    const map = new QueryObserver(qc, {
      queryKey: floorKeys.list(),
      queryFn: async () => {
        reads++;
        await new Promise((r) => setTimeout(r, 10));
        return [];
      },
    });
    const stop = map.subscribe(() => undefined);
    await vi.waitFor(() => expect(map.getCurrentResult().isSuccess).toBe(true));
    reads = 0;
    await Promise.all([refreshFloors(qc), refreshFloors(qc), refreshFloors(qc)]);
    expect(reads).toBe(1);
    stop();
  });

  it('waits longer after each failed reconnection, up to 30 s and half of it again at random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(10, () => 0)).toBe(30_000);
    expect(reconnectDelay(10, () => 0.999)).toBeLessThan(45_000);
  });
});

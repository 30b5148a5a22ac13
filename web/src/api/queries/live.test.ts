import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from '../live.js';
import { deskKeys, officeStatusKeys } from './desks.js';
import { floorKeys } from './floors.js';
import { cachedOfficeDays, officeDayOf, refreshFloors, refreshOfficeDay, streamDays } from './live.js';
import { roomKeys } from './rooms.js';
import { towerKeys } from './tower.js';

describe('live updates in the cache', () => {
  it("knows the office day of the map's, the rooms' and the status card's keys, and of no other", () => {
    expect(officeDayOf(deskKeys.ofDay('2026-03-04'))).toBe('2026-03-04');
    expect(officeDayOf(deskKeys.ofFloor('2026-03-04', 4))).toBe('2026-03-04');
    expect(officeDayOf(deskKeys.ofGroup('it', '2026-03-04'))).toBe('2026-03-04');
    expect(officeDayOf(roomKeys.list(null, '2026-03-04'))).toBe('2026-03-04');
    expect(officeDayOf(officeStatusKeys.ofDay('2026-03-04'))).toBe('2026-03-04');
    expect(officeDayOf(deskKeys.freeByDay('it', '2026-03-02', '2026-03-06'))).toBeNull();
    expect(officeDayOf(towerKeys.reservationsOf('u'))).toBeNull();
  });

  it("re-reads only the changed day's queries, and names today first then the cached days nearest to it", async () => {
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
    expect(cachedOfficeDays(qc, '2026-03-02')).toEqual(['2026-03-02', '2026-03-04', '2026-03-05', '2026-02-20']);
    // The stream names them, then the days after today up to 31: a map opened later on one hears of a change of every day.
    const named = streamDays(qc, '2026-03-02');
    expect(named.slice(0, 6)).toEqual(['2026-03-02', '2026-03-04', '2026-03-05', '2026-02-20', '2026-03-03', '2026-03-06']);
    expect(named).toHaveLength(31);
    expect(new Set(named).size).toBe(31);
    expect(named.at(-1)).toBe('2026-03-31');
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

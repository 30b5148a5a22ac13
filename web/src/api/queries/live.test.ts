import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../live.js';
import { deskKeys, officeStatusKeys } from './desks.js';
import { cachedOfficeDays, officeDayOf, refreshOfficeDay } from './live.js';
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
    await refreshOfficeDay(qc, '2026-03-04');
    const stale = qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey);
    expect(stale).toEqual([deskKeys.ofFloor('2026-03-04', 4), officeStatusKeys.ofDay('2026-03-04')]);
    expect(cachedOfficeDays(qc, '2026-03-02')).toEqual(['2026-03-02', '2026-03-04', '2026-03-05', '2026-02-20']);
  });

  it('waits longer after each failed reconnection, up to 30 s and half of it again at random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(10, () => 0)).toBe(30_000);
    expect(reconnectDelay(10, () => 0.999)).toBeLessThan(45_000);
  });
});

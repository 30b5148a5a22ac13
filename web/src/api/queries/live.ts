import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addDays } from '@domain/time.js';
import { LIVE_MAX_DAYS, startLiveEvents } from '@/api/live.js';
import { deskKeys, officeStatusKeys } from './desks.js';
import { floorKeys } from './floor-keys.js';
import { roomKeys } from './rooms.js';
import { towerKeys } from './tower.js';

// The live updates (decisions §14) applied to the cache: an `office` event re-reads only that
// day's map, room timelines and status card, and only those cached (the ETag answers 304 when
// nothing this viewer sees changed), and the floors a map draws (decisions §18: a floor laid out
// anew is told as a change of every day); a `tower` event re-reads the user's own requests.

/**
 * The office day a cached query shows, or null: the maps (day, floor, group), the rooms' lists, the
 * status card. Each area reads its own keys (deskKeys.dayOf …), where their order is decided.
 */
export function officeDayOf(key: readonly unknown[]): string | null {
  return deskKeys.dayOf(key) ?? roomKeys.dayOf(key) ?? officeStatusKeys.dayOf(key);
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** The days the cache holds an office query of, nearest first after `today` (which always comes first): what the stream's catch-up names. */
export function cachedOfficeDays(qc: QueryClient, today: string | null): string[] {
  const days = new Set<string>();
  for (const q of qc.getQueryCache().getAll()) {
    const d = officeDayOf(q.queryKey);
    if (d && isDay(d)) days.add(d);
  }
  const rest = [...days]
    .filter((d) => d !== today)
    .sort((a, b) => Math.abs(Date.parse(a) - Date.parse(today ?? a)) - Math.abs(Date.parse(b) - Date.parse(today ?? b)));
  return (today ? [today, ...rest] : rest).slice(0, LIVE_MAX_DAYS);
}

/**
 * The days a stream names (decisions §14: at most 31): today, the days the cache holds, then the
 * days after today. A change of what every day shows (a desk moved, a floor's plan) is told only
 * for the days named when the stream opened, and a map opened later is on a day of the booking
 * window: naming those too lets its map hear of the change (decisions §18).
 */
export function streamDays(qc: QueryClient, today: string | null): string[] {
  const days = cachedOfficeDays(qc, today);
  if (!today) return days;
  const named = new Set(days);
  for (let n = 1; named.size < LIVE_MAX_DAYS; n++) named.add(addDays(today, n));
  return [...named];
}

/** Re-reads the cached queries of one office day; whether it held any. */
export function refreshOfficeDay(qc: QueryClient, day: string): boolean {
  const held = (q: Query) => officeDayOf(q.queryKey) === day;
  if (!qc.getQueryCache().findAll({ predicate: held }).length) return false;
  void qc.invalidateQueries({ predicate: held });
  return true;
}

/**
 * Re-reads the floors (their plans, sizes and zones) if a map shows them. The days of one change
 * arrive together: a read already on its way stands for them all.
 */
export function refreshFloors(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: floorKeys.list() }, { cancelRefetch: false });
}

/** Live updates while `uuid` is signed in; the pages' own polls stay as they are, the fallback when the stream is lost. */
export function useLiveUpdates(uuid: string | null, today: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!uuid) return;
    // The version last told for each day: the catch-up after a reconnection re-reads only the days that changed meanwhile.
    const seen = new Map<string, number>();
    let reconnected = false;
    return startLiveEvents({
      days: () => streamDays(qc, today),
      office: ({ day, version }) => {
        const before = seen.get(day);
        seen.set(day, version);
        // The first told is the catch-up: the page may have read its day just before a change (the ETag makes it a 304 otherwise).
        // A day the page shows changed: the floors it draws may have too (a plan, a zone), told as a change of every day.
        if (before !== version && refreshOfficeDay(qc, day)) void refreshFloors(qc);
      },
      tower: () => void qc.invalidateQueries({ queryKey: towerKeys.reservationsOf(uuid) }),
      healthy: (open) => {
        // Lost meanwhile: the tower's requests may have changed unseen (its catch-up is the office's only).
        if (open && reconnected) void qc.invalidateQueries({ queryKey: towerKeys.reservationsOf(uuid) });
        if (!open) reconnected = true;
      },
    });
  }, [qc, uuid, today]);
}

import { hashKey, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
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

/**
 * The days the page shows (#38 point 14), what its stream names: the office days of the queries a
 * mounted, enabled component reads (a map, a room list, the status card; not those merely cached
 * from a page left), and, where the person's own tower requests are shown, today and their days
 * from today on (a `tower` event comes for any of them; the days name the page's catch-up). In
 * order, at most 31; none when the page shows no day, and then no stream is opened at all.
 */
export function shownDays(qc: QueryClient, uuid: string, today: string | null): string[] {
  const days = new Set<string>();
  const ownRequests = hashKey(towerKeys.reservationsOf(uuid));
  for (const q of qc.getQueryCache().getAll()) {
    if (!q.isActive()) continue;
    const d = officeDayOf(q.queryKey);
    if (d && isDay(d)) days.add(d);
    else if (today && q.queryHash === ownRequests) {
      days.add(today);
      const requests = q.state.data as { reservation_date: string }[] | undefined;
      for (const r of requests ?? []) if (isDay(r.reservation_date) && r.reservation_date >= today) days.add(r.reservation_date);
    }
  }
  return [...days].sort().slice(0, LIVE_MAX_DAYS);
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

/** A page changing day drops one query and adds the next: the stream is replaced once the page has settled. */
export const SETTLE_MS = 200;

/**
 * Live updates while `uuid` is signed in and its page shows a day (shownDays): the stream names
 * those days, and is opened anew when they change. The pages' own polls stay as they are, the
 * fallback when the stream is lost.
 */
export function useLiveUpdates(uuid: string | null, today: string | null) {
  const qc = useQueryClient();
  const subscribe = useCallback((changed: () => void) => qc.getQueryCache().subscribe(changed), [qc]);
  const days = useSyncExternalStore(subscribe, () => (uuid ? shownDays(qc, uuid, today).join(',') : ''));
  // The version last told for each day, across the streams of one person: the catch-up of a new
  // stream re-reads only the days that changed meanwhile (or were never told).
  const seen = useMemo(() => (uuid ? new Map<string, number>() : null), [uuid]);
  useEffect(() => {
    if (!uuid || !seen || !days) return;
    let reconnected = false;
    let stop = () => undefined as void;
    const settle = setTimeout(() => {
      stop = startLiveEvents({
        days: days.split(','),
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
    }, SETTLE_MS);
    return () => {
      clearTimeout(settle);
      stop();
    };
  }, [qc, uuid, seen, days]);
}

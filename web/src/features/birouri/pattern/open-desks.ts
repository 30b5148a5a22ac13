import { useQuery } from '@tanstack/react-query';
import { deskBookingRefusal } from '@domain/desks/rules.js';
import { parseDeskId } from '@domain/floors/geometry.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import type { Desk } from '@/api/desks.js';
import { getOpenDesksQueryOptions } from '@/api/queries/pattern.js';
import { useUser } from '@/lib/session.js';
import { useFlexGroups } from '../drawer/use-groups.js';
import { useBookingContext } from '../use-booking-data.js';

/** A desk the person may choose as a favourite. */
export interface OpenDesk {
  deskId: string;
  floor: number;
}

const numberOf = (deskId: string) => parseDeskId(deskId)?.number ?? Number.NaN;

/**
 * The desks open to the person (decisions §20: a favourite must be a desk of their groups), from the
 * desks of each of their groups on the first bookable day, without those held for someone else; by
 * floor and number.
 */
export function openDesks(me: Pick<UserInfo, 'uuid' | 'role' | 'managerOf'>, lists: readonly (readonly Desk[])[]): OpenDesk[] {
  const byId = new Map<string, OpenDesk>();
  for (const desk of lists.flat())
    if (!byId.has(desk.deskId) && deskBookingRefusal({ actor: me, person: me, desk }) === null)
      byId.set(desk.deskId, { deskId: desk.deskId, floor: desk.floor });
  return [...byId.values()].sort(
    (a, b) => a.floor - b.floor || numberOf(a.deskId) - numberOf(b.deskId) || a.deskId.localeCompare(b.deskId),
  );
}

/** The desks open to the person, once their groups' lists are read; null meanwhile. */
export function useOpenDesks(): OpenDesk[] | null {
  const me = useUser();
  const ctx = useBookingContext();
  const groups = useFlexGroups();
  const mine = groups.data?.filter((g) => me.groupList.includes(g._id)).map((g) => g._id) ?? null;
  const lists = useQuery(getOpenDesksQueryOptions(mine, ctx?.window.first ?? null));
  return lists.data ? openDesks(me, lists.data) : null;
}

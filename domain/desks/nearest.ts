import type { Point } from '../floors/geometry.js';

// Nearness of desks on the floor plans (decisions §20's automatic booking, §21's GET /desks/near):
// the distance between two desks is the one between their centres, in plan units of their floor.
// Map coordinates (latitude = height − y, longitude = x) give the same distances: pass either,
// as long as every desk of a call is in the same kind of unit.

/** A desk with its place: its floor and its centre on that floor's plan. */
export interface PlacedDesk extends Point {
  deskId: string;
  floor: number;
}

/** The straight distance between two centres on one plan. */
export const deskDistance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** A desk with how far it is from the desk asked about; `floorGap` 0 on the same floor. */
export interface Nearness<T extends PlacedDesk> {
  desk: T;
  /** Plan distance on the same floor; on another floor, the distance as if the plans were laid over each other. */
  distance: number;
  floorGap: number;
}

const naturalId = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The desks ordered by nearness to `from`: its own floor first, by distance; then the other floors,
 * the nearest floor first (by |floor difference|, the lower floor first on a tie), and on each by
 * distance. Ties go by desk id, numbers read as numbers ('4-2' before '4-10'), so the order is stable.
 * `from` itself, if among the desks, comes first (distance 0): callers that want others drop it.
 */
export function byNearness<T extends PlacedDesk>(
  from: PlacedDesk,
  desks: readonly T[],
  o: { sameFloorOnly?: boolean } = {},
): Nearness<T>[] {
  return desks
    .filter((d) => !o.sameFloorOnly || d.floor === from.floor)
    .map((desk) => ({ desk, distance: deskDistance(from, desk), floorGap: Math.abs(desk.floor - from.floor) }))
    .sort(
      (a, b) =>
        a.floorGap - b.floorGap || a.desk.floor - b.desk.floor || a.distance - b.distance || naturalId(a.desk.deskId, b.desk.deskId),
    );
}

/** The `limit` desks of `from`'s floor nearest to it, `from` left out (GET /desks/near's order). */
export function nearestOnFloor<T extends PlacedDesk>(from: PlacedDesk, desks: readonly T[], limit: number): Nearness<T>[] {
  return byNearness(
    from,
    desks.filter((d) => d.deskId !== from.deskId),
    { sameFloorOnly: true },
  ).slice(0, limit);
}

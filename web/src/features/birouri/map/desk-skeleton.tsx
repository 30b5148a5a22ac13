import { deskRectAround, type Point, type Rect } from '@domain/floors/geometry.js';

/**
 * While the day's desks load, their places pulse on the plan: the floor never looks empty (issue
 * #14, point 2). The places are those of another day's map of the floor when one is at hand (the
 * desks' places come with the map since decisions §18), else the floor's zones pulse.
 */
export function DeskSkeleton({ places, zones }: { places: Point[] | null; zones: readonly Rect[] }) {
  return (
    <g aria-hidden="true" className="desk-skeleton">
      {places
        ? places.map((p, i) => {
            const d = deskRectAround(p);
            return <rect key={i} x={d.x} y={d.y} width={d.w} height={d.h} rx={3} fill="#cfd8dc" />;
          })
        : zones.map((z, i) => <rect key={i} x={z.x + 8} y={z.y + 32} width={z.w - 16} height={z.h - 40} rx={4} fill="#cfd8dc" />)}
    </g>
  );
}

import { DESK_SIZE, type DeskPlan } from '@domain/floors/layout.js';

/** While the day's desks load, their places pulse on the plan: the floor never looks empty (issue #14, point 2). */
export function DeskSkeleton({ desks }: { desks: DeskPlan[] }) {
  return (
    <g aria-hidden="true" className="desk-skeleton">
      {desks.map((d) => (
        <rect
          key={d.deskId}
          x={d.x - DESK_SIZE.w / 2}
          y={d.y - DESK_SIZE.h / 2}
          width={DESK_SIZE.w}
          height={DESK_SIZE.h}
          rx={3}
          fill="#cfd8dc"
        />
      ))}
    </g>
  );
}

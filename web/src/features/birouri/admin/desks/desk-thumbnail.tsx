import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { deskBox, floorPlan, FLOORS, PLAN, type Floor } from '@domain/floors/layout.js';
import type { Desk } from '@/api/desks.js';
import { FloorPlanDrawing } from '@/features/birouri/map/floor-plan-svg.js';

const HIGHLIGHT = '#1e88e5';

/** The desk's floor, small, with the desk marked: where it is, not what it is booked for. */
export function DeskThumbnail({ desk, desks }: { desk: Desk; desks: Desk[] }) {
  const floor = (FLOORS as readonly number[]).includes(desk.floor) ? (desk.floor as Floor) : null;
  const plan = useMemo(() => (floor ? floorPlan(floor) : null), [floor]);
  if (!plan) return <Typography color="text.secondary">Etajul {desk.floor} nu are o hartă.</Typography>;
  const box = deskBox(desk.coordinates);
  const others = desks.filter((d) => d.floor === desk.floor && d.deskId !== desk.deskId);
  return (
    <svg
      role="img"
      aria-label={`Biroul ${desk.deskId} pe harta etajului ${desk.floor}`}
      viewBox={`0 0 ${PLAN.width} ${PLAN.height}`}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <FloorPlanDrawing plan={plan} />
      {others.map((d) => {
        const b = deskBox(d.coordinates);
        return <rect key={d.deskId} x={b.x} y={b.y} width={b.w} height={b.h} rx={3} fill="#cfd8dc" />;
      })}
      <circle cx={box.x + box.w / 2} cy={box.y + box.h / 2} r={42} fill="none" stroke={HIGHLIGHT} strokeWidth={6} />
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={3} fill={HIGHLIGHT} />
    </svg>
  );
}

import type { DisplayView } from '@/api/display-door.js';
import { DESK_COLOUR, INK, ROOM_COLOUR, WHITE, type DeskState } from './display-colours.js';

// A floor's board draws shapes only (decisions §24): the plan's image is not the display's to read. Plan
// units (domain/floors/geometry.ts): a room by its rectangle, a desk by its centre.

/** A desk's circle, in plan units: wide enough for two initials read from across a lobby. */
export const DESK_RADIUS = 17;
const INITIALS_SIZE = 15;

/** Beside its colour, each state has a shape of its own, for those who do not tell the colours apart (and for e-ink). */
function deskLook(state: DeskState, eink: boolean) {
  const solid = state === 'busy' || (!eink && state !== 'booked');
  const colour = eink ? INK : DESK_COLOUR[state];
  return {
    fill: solid ? colour : WHITE,
    stroke: colour,
    strokeWidth: state === 'booked' ? 6 : 2,
    strokeDasharray: state === 'closed' ? '5 4' : undefined,
    text: solid ? WHITE : INK,
  };
}

/** A desk's mark, as the legend shows it too. */
export function DeskMark({
  state,
  eink,
  x = 0,
  y = 0,
  initials,
}: {
  state: DeskState;
  eink: boolean;
  x?: number;
  y?: number;
  initials?: string | null;
}) {
  const look = deskLook(state, eink);
  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r={DESK_RADIUS - look.strokeWidth / 2}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={look.strokeWidth}
        strokeDasharray={look.strokeDasharray}
      />
      {initials && (
        <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={INITIALS_SIZE} fontWeight={700} fill={look.text}>
          {initials}
        </text>
      )}
    </g>
  );
}

/** A room's mark: a pale fill and a dark border and name in the state's colour; in e-ink, a busy room is black. */
export function roomLook(busy: boolean, eink: boolean) {
  if (eink) return busy ? { fill: INK, ink: WHITE, stroke: INK } : { fill: WHITE, ink: INK, stroke: INK };
  const c = ROOM_COLOUR[busy ? 'busy' : 'free'];
  return { fill: c.fill, ink: c.ink, stroke: c.ink };
}

interface Props {
  view: DisplayView;
  eink: boolean;
  label: string;
}

/** The plan's shapes at its own size: the SVG scales it to the screen. */
export function FloorPlan({ view, eink, label }: Props) {
  const plan = view.plan ?? { width: 1000, height: 600 };
  return (
    <svg className="display-plan" viewBox={`0 0 ${plan.width} ${plan.height}`} role="img" aria-label={label}>
      <rect x={0} y={0} width={plan.width} height={plan.height} fill={WHITE} stroke={INK} strokeWidth={3} />
      {(view.rooms ?? []).map((r) => {
        const look = roomLook(r.busy, eink);
        // The name fits its room: as large as a third of its height, narrower for a long name.
        const size = Math.max(10, Math.min(26, r.h / 3, (r.w * 1.6) / Math.max(r.name.length, 1)));
        return (
          <g key={r.id} data-room={r.id} data-busy={r.busy}>
            <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={6} fill={look.fill} stroke={look.stroke} strokeWidth={4} />
            <text
              x={r.x + r.w / 2}
              y={r.y + r.h / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={size}
              fontWeight={700}
              fill={look.ink}
            >
              {r.name}
            </text>
          </g>
        );
      })}
      {(view.desks ?? []).map((d) => (
        <g key={d.id} data-desk={d.id} data-state={d.state}>
          <DeskMark state={d.state} eink={eink} x={d.x} y={d.y} initials={d.initials} />
        </g>
      ))}
    </svg>
  );
}

import type { FloorPlan } from '@domain/floors/layout.js';

interface Props {
  plan: FloorPlan;
  /** The zones of other groups are drawn receding, their desks left out (only the selected group is shown). */
  onlyGroup?: string | null;
}

/** The static drawing of a floor: outline, service core, zones with their group names. */
export function FloorPlanDrawing({ plan, onlyGroup = null }: Props) {
  const { outline, core, zones } = plan;
  return (
    <g aria-hidden="true">
      <rect x={outline.x} y={outline.y} width={outline.w} height={outline.h} rx={6} fill="#fafafa" stroke="#37474f" strokeWidth={4} />
      <rect x={core.x} y={core.y} width={core.w} height={core.h} fill="#cfd8dc" stroke="#607d8b" />
      <text x={core.x + core.w / 2} y={core.y + core.h / 2} textAnchor="middle" fontSize={14} fill="#37474f">
        {core.label}
      </text>
      {/* corridor between rooms and open space */}
      <line x1={outline.x} y1={175} x2={outline.x + outline.w} y2={175} stroke="#b0bec5" strokeWidth={2} strokeDasharray="8 6" />
      {zones.map((z) => {
        const recedes = onlyGroup !== null && z.groupId !== onlyGroup;
        return (
          <g key={z.groupId}>
            <rect
              x={z.x}
              y={z.y}
              width={z.w}
              height={z.h}
              rx={4}
              fill={recedes ? '#eceff1' : '#ffffff'}
              stroke="#90a4ae"
              strokeDasharray={recedes ? '6 4' : undefined}
            />
            <text
              x={z.x + z.w / 2}
              y={z.y + 22}
              textAnchor="middle"
              fontSize={13}
              fill={recedes ? '#78909c' : '#263238'}
              fontWeight={recedes ? 400 : 600}
            >
              {z.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

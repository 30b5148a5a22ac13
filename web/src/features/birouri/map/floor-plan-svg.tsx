import type { FloorInfo } from '@/api/floors.js';
import { usePlanImage } from '@/api/queries/floors.js';
import { outlineOf } from './plan-units.js';

interface Props {
  floor: FloorInfo;
  /** The zones of other groups are drawn receding, their desks left out (only the selected group is shown). */
  onlyGroup?: string | null;
}

/**
 * The static drawing of a floor: its uploaded plan as the background (fetched with the token,
 * shown through an object URL), or without one the drawn outline with its service core; then the
 * groups' zones with their names.
 */
export function FloorPlanDrawing({ floor, onlyGroup = null }: Props) {
  const image = usePlanImage(floor.planUrl);
  const { width, height } = floor;
  return (
    <g aria-hidden="true">
      {floor.planUrl ? (
        <>
          <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
          {image && <image href={image} x={0} y={0} width={width} height={height} preserveAspectRatio="xMidYMid meet" data-plan />}
        </>
      ) : (
        <Outline width={width} height={height} />
      )}
      {floor.zones.map((z, i) => {
        const recedes = onlyGroup !== null && z.groupId !== onlyGroup;
        return (
          <g key={`${z.groupId}-${i}`}>
            <rect
              x={z.x}
              y={z.y}
              width={z.w}
              height={z.h}
              rx={4}
              fill={recedes ? '#eceff1' : '#ffffff'}
              // Over an uploaded plan a zone tints it rather than hides it.
              fillOpacity={floor.planUrl ? 0.45 : 1}
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
              stroke="#ffffff"
              strokeWidth={floor.planUrl ? 3 : 0}
              paintOrder="stroke"
            >
              {z.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The drawn outline of a floor without a plan. */
function Outline({ width, height }: { width: number; height: number }) {
  const { outline, core, corridorY } = outlineOf(width, height);
  return (
    <>
      <rect x={outline.x} y={outline.y} width={outline.w} height={outline.h} rx={6} fill="#fafafa" stroke="#37474f" strokeWidth={4} />
      {core && (
        <>
          <rect x={core.x} y={core.y} width={core.w} height={core.h} fill="#cfd8dc" stroke="#607d8b" />
          <text x={core.x + core.w / 2} y={core.y + core.h / 2} textAnchor="middle" fontSize={14} fill="#37474f">
            {core.label}
          </text>
        </>
      )}
      {/* corridor between rooms and open space */}
      <line
        x1={outline.x}
        y1={corridorY}
        x2={outline.x + outline.w}
        y2={corridorY}
        stroke="#b0bec5"
        strokeWidth={2}
        strokeDasharray="8 6"
      />
    </>
  );
}

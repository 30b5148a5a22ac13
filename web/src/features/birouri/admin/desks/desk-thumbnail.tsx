import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { deskRect } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import { useFloors } from '@/api/queries/floors.js';
import { RequestError } from '@/components/request-error.js';
import { FloorPlanDrawing } from '@/features/birouri/map/floor-plan-svg.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useT } from '@/i18n/use-t.js';

const HIGHLIGHT = '#1e88e5';

/** The desk's floor, small, with the desk marked: where it is, not what it is booked for. */
export function DeskThumbnail({ desk, desks }: { desk: Desk; desks: Desk[] }) {
  const t = useT(flexAdmin);
  const floors = useFloors();
  if (floors.isError) return <RequestError error={floors.error} onRetry={() => void floors.refetch()} />;
  if (!floors.data) return <CircularProgress aria-label={t('flexAdmin.loading')} />;
  const floor = floors.data.find((f) => f.floor === desk.floor);
  if (!floor) return <Typography color="text.secondary">{t('flexAdmin.desk.noMap', { floor: desk.floor })}</Typography>;
  const box = deskRect(desk.coordinates, floor.height);
  const others = desks.filter((d) => d.floor === desk.floor && d.deskId !== desk.deskId);
  return (
    <svg
      role="img"
      aria-label={t('flexAdmin.desk.mapLabel', { desk: desk.deskId, floor: desk.floor })}
      viewBox={`0 0 ${floor.width} ${floor.height}`}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <FloorPlanDrawing floor={floor} />
      {others.map((d) => {
        const b = deskRect(d.coordinates, floor.height);
        return <rect key={d.deskId} x={b.x} y={b.y} width={b.w} height={b.h} rx={3} fill="#cfd8dc" />;
      })}
      <circle cx={box.x + box.w / 2} cy={box.y + box.h / 2} r={42} fill="none" stroke={HIGHLIGHT} strokeWidth={6} />
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={3} fill={HIGHLIGHT} />
    </svg>
  );
}

import Add from '@mui/icons-material/Add';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { floorPlan, type Floor } from '../../../../../domain/floors/layout.js';
import type { Desk } from '../../../api/desks.js';
import { deskState, type DeskState, type Viewer } from '../desk-state.js';
import { DeskMarker } from './desk-marker.js';
import { FloorPlanDrawing } from './floor-plan-svg.js';
import { MapLegend } from './map-legend.js';
import { RoomMarker } from './room-marker.js';
import { usePanZoom } from './use-pan-zoom.js';

interface Props {
  floor: Floor;
  desks: Desk[];
  viewer: Viewer;
  groupId: string | null;
  roomsGrey: boolean;
  onDesk(desk: Desk, state: DeskState): void;
  onRoom(roomId: string): void;
}

/** The floor map: the plan drawn in SVG, a marker per desk and room, zoom and pan. */
export function FloorMap({ floor, desks, viewer, groupId, roomsGrey, onDesk, onRoom }: Props) {
  const plan = useMemo(() => floorPlan(floor), [floor]);
  const { view, zoomIn, zoomOut, reset, handlers } = usePanZoom();
  const onFloor = desks.filter((d) => d.floor === floor);
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', mb: 0.5 }}>
        <Tooltip title="Mărește">
          <IconButton size="small" aria-label="Mărește" onClick={zoomIn}>
            <Add />
          </IconButton>
        </Tooltip>
        <Tooltip title="Micșorează">
          <IconButton size="small" aria-label="Micșorează" onClick={zoomOut}>
            <Remove />
          </IconButton>
        </Tooltip>
        <Tooltip title="Tot etajul">
          <IconButton size="small" aria-label="Tot etajul" onClick={reset}>
            <CenterFocusStrong />
          </IconButton>
        </Tooltip>
      </Stack>
      <svg
        role="group"
        aria-label={`Harta etajului ${floor}`}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        style={{ width: '100%', height: 'auto', display: 'block', touchAction: 'none', userSelect: 'none' }}
        {...handlers}
      >
        {/* SVG groups draw no focus ring of their own: keyboard users see the marker they are on. */}
        <style>{'g[role="button"]:focus { outline: none; } g[role="button"]:focus-visible > rect { stroke: #ffb300; stroke-width: 4px; }'}</style>
        <FloorPlanDrawing plan={plan} />
        {plan.rooms.map((r) => (
          <RoomMarker key={r.id} room={r} grey={roomsGrey} onOpen={onRoom} />
        ))}
        {onFloor.map((d) => (
          <DeskMarker key={d.deskId} desk={d} state={deskState(d, viewer, groupId)} onOpen={onDesk} />
        ))}
      </svg>
      <MapLegend />
    </Paper>
  );
}

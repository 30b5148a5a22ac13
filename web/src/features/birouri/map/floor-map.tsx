import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { planPoint, type Point } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import type { FloorInfo } from '@/api/floors.js';
import { knownDesksOfFloor } from '@/api/queries/desks.js';
import { MapColleagues } from '../colleagues/lazy-entries.js';
import type { MapMarks } from '../colleagues/map-colleagues.js';
import { deskState, type DeskState, type Viewer } from '../desk-state.js';
import { CueDefs } from './desk-cues.js';
import { DeskMarker, MAP_CUES } from './desk-marker.js';
import { DeskSkeleton } from './desk-skeleton.js';
import { detailAt } from './desk-text.js';
import { floorsOfGroup, visibleDesks, type Colleague } from './floor-desks.js';
import { FloorPlanDrawing } from './floor-plan-svg.js';
import { MapLegend } from './map-legend.js';
import { DesksFailed, DesksLoading, NoDesksOfGroup } from './map-notices.js';
import { MapToolbar } from './map-toolbar.js';
import { roomsOfFloor } from './plan-units.js';
import { useRoomAvailability } from '../rooms/use-room-availability.js';
import { useGroupDesks } from '../use-booking-data.js';
import { RoomMarker } from './room-marker.js';
import { usePanZoom, useScreenScale } from './use-pan-zoom.js';
import { useRovingDesk } from './use-roving-desk.js';
import { desks as deskWords } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

export interface FloorMapProps {
  /** The floor drawn: its size, plan and zones (GET /api/floors). */
  floor: FloorInfo;
  /** The day's desks of this floor (issue #24: the map asks for its floor alone); undefined until they load. */
  desks: Desk[] | undefined;
  failed: boolean;
  onRetry(): void;
  viewer: Viewer;
  groupId: string | null;
  groupName: string | null;
  /** The groups the viewer knows by name, for the desks' cards; a desk of another group is named by its zone. */
  groups?: readonly { _id: string; name: string }[];
  /** The map's day: the rooms' availability on it. */
  day: string;
  roomsGrey: boolean;
  onDesk(desk: Desk, state: DeskState): void;
  onRoom(roomId: string): void;
  onFloor(floor: number): void;
  /** The desk the address asks to show (`birou`), and the one to book near (`langa`; #42). */
  focusDesk?: string | null;
  near?: string | null;
  onNotice?(text: string): void;
}

// SVG groups draw no focus ring of their own: the desk's ring shows where the keyboard is.
const MAP_CSS = `
g[role="button"]:focus { outline: none; }
g[data-desk-id] > .focus-ring, g[data-room-id] > .focus-ring { display: none; }
g[data-desk-id]:focus-visible > .focus-ring, g[data-room-id]:focus-visible > .focus-ring { display: inline; }
.desk-skeleton { animation: desk-pulse 1.4s ease-in-out infinite; }
@keyframes desk-pulse { 50% { opacity: 0.4; } }
@media (prefers-reduced-motion: reduce) { .desk-skeleton { animation: none; } }
`;

// How close 'find a colleague' zooms in: near enough for the holders' initials on a laptop's desks.
const FOUND_WIDTH = 400;

/** The floor map: the plan drawn in SVG, a marker per desk and room, zoom and pan, one tab stop. */
export function FloorMap(p: FloorMapProps) {
  const t = useT(deskWords);
  const { desks, viewer, groupId } = p;
  const { floor, height } = p.floor;
  const { rooms: dayRooms, availability } = useRoomAvailability(p.day);
  const rooms = useMemo(() => roomsOfFloor(dayRooms ?? [], floor), [dayRooms, floor]);
  const { view, zoomIn, zoomOut, reset, centerOn, reveal, handlers } = usePanZoom(p.floor.width, height);
  const knownPlaces = useKnownPlaces(desks ? null : floor, height);
  const [onlyGroup, setOnlyGroup] = useState(true);
  // The colleague looked for, while the desk found is still theirs (another day may seat someone else there).
  const [found, setFound] = useState<Colleague | null>(null);
  const foundDesk = found && desks?.some((d) => d.deskId === found.deskId && d.uuid === found.uuid) ? found.deskId : null;
  const focusDesk = p.focusDesk ?? null;
  const shown = useMemo(
    () => visibleDesks(desks ?? [], { floor, groupId, onlyGroup, viewerUuid: viewer.uuid, keep: foundDesk ?? focusDesk }),
    [desks, floor, groupId, onlyGroup, viewer.uuid, foundDesk, focusDesk],
  );
  // The colleagues' marks (decisions §21), drawn by a module loaded once the map has shown.
  const [marks, setMarks] = useState<MapMarks | null>(null);
  const roving = useRovingDesk(shown, rooms, height, reveal);
  const scale = useScreenScale(roving.svgRef, view);
  const detail = detailAt(scale);
  const groupNames = useMemo(() => {
    const names = new Map(p.floor.zones.map((z) => [z.groupId, z.label]));
    for (const g of p.groups ?? []) names.set(g._id, g.name);
    return names;
  }, [p.floor.zones, p.groups]);
  const groupNameOf = (d: Desk) => d.groupsIdList.map((g) => groupNames.get(g) ?? g).join(', ');
  const groupHere = !groupId || !desks || desks.some((d) => d.floor === floor && d.groupsIdList.includes(groupId));
  // Where the group's desks are instead: its own desks of every floor, asked for only then.
  const groupDesks = useGroupDesks(groupHere ? null : groupId, p.day);

  const find = (c: Colleague | null) => {
    setFound(c);
    centred.current = null;
    if (c && c.floor !== floor) p.onFloor(c.floor);
  };
  // The colleague found is centred once their floor's desks are drawn (at once on this floor; on
  // another, when its map has come), and only then: the view is the person's to move afterwards.
  const centred = useRef<string | null>(null);
  useEffect(() => {
    const desk = foundDesk ? shown.find((d) => d.deskId === foundDesk) : undefined;
    if (!desk || centred.current === desk.deskId) return;
    centred.current = desk.deskId;
    const at = planPoint(desk.coordinates, height);
    centerOn(at.x, at.y, FOUND_WIDTH);
    roving.setActive(desk.deskId);
  }, [foundDesk, shown, height, centerOn, roving]);

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <MapToolbar
        day={p.day}
        found={foundDesk ? found : null}
        onFind={find}
        onlyGroup={onlyGroup}
        onOnlyGroup={setOnlyGroup}
        zoomIn={zoomIn}
        zoomOut={zoomOut}
        reset={reset}
      />
      {foundDesk && (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {t('desks.map.found', { name: found!.name, deskId: foundDesk, floor: found!.floor })}
        </Typography>
      )}
      {!desks && !p.failed && <DesksLoading />}
      {p.failed && !desks && <DesksFailed onRetry={p.onRetry} />}
      {!groupHere && desks && groupId && (
        <NoDesksOfGroup
          groupName={p.groupName ?? groupId}
          floor={floor}
          elsewhere={groupDesks.data && floorsOfGroup(groupDesks.data, groupId)}
          onFloor={p.onFloor}
        />
      )}
      <svg
        ref={roving.svgRef}
        role="group"
        aria-label={t('desks.map.label', { floor })}
        aria-busy={!desks}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        style={{ width: '100%', height: 'auto', display: 'block', touchAction: 'none', userSelect: 'none' }}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        {...handlers}
      >
        <style>{MAP_CSS}</style>
        <CueDefs prefix={MAP_CUES} />
        <FloorPlanDrawing floor={p.floor} onlyGroup={onlyGroup && desks ? groupId : null} />
        {!desks && !p.failed && <DeskSkeleton places={knownPlaces} zones={p.floor.zones} />}
        {shown.map((d) => (
          <DeskMarker
            key={d.deskId}
            desk={d}
            planHeight={height}
            state={deskState(d, viewer, groupId)}
            groupName={groupNameOf(d)}
            tabIndex={roving.tabIndexOf({ deskId: d.deskId })}
            highlighted={d.deskId === foundDesk || d.deskId === focusDesk}
            note={marks?.notes.get(d.deskId)}
            detail={detail}
            scale={scale}
            onOpen={p.onDesk}
          />
        ))}
        {desks && (
          <Suspense fallback={null}>
            <MapColleagues {...p} desks={shown} onMarks={setMarks} roving={roving} centerOn={centerOn} />
          </Suspense>
        )}
        {/* In the map's one tab stop with the desks, after them in its order. */}
        {rooms.map((r) => (
          <RoomMarker
            key={r.id}
            room={r}
            grey={p.roomsGrey}
            availability={availability(r.id)}
            tabIndex={roving.tabIndexOf({ roomId: r.id })}
            onOpen={p.onRoom}
          />
        ))}
      </svg>
      <MapLegend extra={marks?.legend} />
    </Paper>
  );
}

/**
 * Where the floor's desks stood on another day's map already read (the desks' places come with
 * the map), for the skeleton while this day's load; null when none is at hand, or `floor` is null.
 */
function useKnownPlaces(floor: number | null, height: number): Point[] | null {
  const qc = useQueryClient();
  if (floor === null) return null;
  return knownDesksOfFloor(qc, floor)?.map((d) => planPoint(d.coordinates, height)) ?? null;
}

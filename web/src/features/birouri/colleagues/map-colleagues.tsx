import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { DESK_SIZE, deskRect, planPoint } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import { getFollowingQueryOptions, getNearDesksQueryOptions } from '@/api/queries/colleagues.js';
import { colleagues, type ColleaguesKey } from '@/i18n/colleagues.js';
import { translate } from '@/i18n/i18n.js';
import { refusalWords } from '@/i18n/refusal-words.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { deskState } from '../desk-state.js';
import type { FloorMapProps } from '../map/floor-map.js';
import { deskMarks, firstReady } from './desk-marks.js';

// The map's colleagues (decisions §21, #42), loaded once the map has shown (lazy-entries.ts): the
// desks of the colleagues the viewer follows get a star, and with `langa` in the address the desks
// free near a colleague's are marked and the first of them offered for booking. Drawn over the
// markers inside the map's SVG; the words each mark adds to a desk's accessible name, and the legend's
// entries, go back to the map through onMarks.

/** What the marks add to the map around them (floor-map.tsx). */
export interface MapMarks {
  /** Words added to a marked desk's accessible name, by desk id. */
  notes: ReadonlyMap<string, string>;
  /** The legend's entries for the marks shown, or null when none is. */
  legend: ReactNode;
}

/** The map's own props (its floor, day, viewer, group, `near`, `focusDesk`, onDesk, onNotice), and: */
interface Props extends FloorMapProps {
  /** The floor's desks drawn. */
  desks: Desk[];
  onMarks(marks: MapMarks | null): void;
  /** The map's one tab stop (use-roving-desk.ts) and its view, to bring the desk asked for into view and focus. */
  roving: { svgRef: RefObject<SVGSVGElement | null>; setActive(id: string): void };
  centerOn(x: number, y: number, width: number): void;
}

const { w: W, h: H } = DESK_SIZE;
const STAR_COLOR = '#ffb300';
const NEAR_COLOR = '#0d47a1';
// How close the desk asked for is shown: as near as 'find a colleague' zooms (floor-map.tsx).
const SHOWN_WIDTH = 400;
// A five-pointed star of radius 1 around 0,0, scaled where drawn.
const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 ? 0.45 : 1;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(r * Math.cos(a)).toFixed(3)},${(r * Math.sin(a)).toFixed(3)}`;
}).join(' ');

export default function MapColleagues(p: Props) {
  const { near: asked = null, focusDesk = null } = p;
  const planHeight = p.floor.height;
  const t = useT(colleagues);
  const followed = useQuery(getFollowingQueryOptions());
  const nearby = useQuery(getNearDesksQueryOptions(asked, p.day));
  const nearIds = useMemo(() => (asked && nearby.data ? nearby.data.map((n) => n.deskId) : []), [asked, nearby.data]);
  const followedIds = useMemo(() => new Set(followed.data?.map((f) => f.uuid)), [followed.data]);
  const marks = useMemo(() => deskMarks(p.desks, followedIds, nearIds, p.viewer.uuid), [p.desks, followedIds, nearIds, p.viewer.uuid]);

  // Sent back to the map when the marks or the language change, not at each render (a new `t` each time).
  const { onMarks } = p;
  const language = useLanguage();
  useEffect(() => {
    const say = (key: ColleaguesKey) => translate(colleagues, key);
    const notes = new Map<string, string>();
    for (const [deskId, m] of marks)
      notes.set(deskId, [m.followed && say('colleagues.followed.note'), m.near && say('colleagues.near.note')].filter(Boolean).join(', '));
    const kinds = [...marks.values()];
    const legend = (
      <>
        {kinds.some((m) => m.followed) && <LegendItem swatch={<Star x={11} y={7.5} r={7} />} label={say('colleagues.followed.legend')} />}
        {kinds.some((m) => m.near) && <LegendItem swatch={<NearRing x={2} y={2} w={18} h={11} />} label={say('colleagues.near.legend')} />}
      </>
    );
    onMarks(marks.size > 0 ? { notes, legend } : null);
  }, [marks, onMarks, language]);
  useEffect(() => () => onMarks(null), [onMarks]);

  // Once for each desk and day asked: the first free desk's dialog, or the notice that none is free.
  // Closing the dialog keeps the marks; the address keeps `langa` until the day or floor changes.
  // These effects run after every render (the map's callbacks are not stable); the refs keep each to once.
  const offered = useRef<string | null>(null);
  useEffect(() => {
    const key = asked && `${asked} ${p.day}`;
    if (!key || offered.current === key || nearby.isPending) return;
    offered.current = key;
    if (nearby.isError) return p.onNotice?.(refusalWords(nearby.error));
    // A desk the viewer's own limits grey (a desk that day already, the active limit) opens as the map
    // opens it: its dialog says why, rather than the notice that none is free.
    const stateOf = (d: Desk) => deskState(d, p.viewer, p.groupId);
    const desk = firstReady(p.desks, nearIds, (d) => stateOf(d) === 'free' || stateOf(d) === 'grey');
    if (desk) p.onDesk(desk, stateOf(desk));
    else p.onNotice?.(t('colleagues.near.none', { deskId: asked }));
  });

  // Once for each desk asked: brought into view, highlighted by the map, and focused.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // A desk's id is digits and a dash (readPlace): safe in a selector as it is.
    const desk = focusDesk && shown.current !== focusDesk ? p.desks.find((d) => d.deskId === focusDesk) : undefined;
    if (!desk) return;
    shown.current = desk.deskId;
    const at = planPoint(desk.coordinates, planHeight);
    p.centerOn(at.x, at.y, SHOWN_WIDTH);
    p.roving.setActive(desk.deskId);
    p.roving.svgRef.current?.querySelector<SVGGElement>(`[data-desk-id="${desk.deskId}"]`)?.focus();
  });

  return (
    <g aria-hidden pointerEvents="none" data-colleague-marks>
      {p.desks.map((d) => {
        const m = marks.get(d.deskId);
        if (!m) return null;
        const { x, y } = deskRect(d.coordinates, planHeight);
        return (
          <g key={d.deskId} data-mark-desk={d.deskId} data-followed={m.followed || undefined} data-near={m.near || undefined}>
            {m.near && <NearRing x={x - 5} y={y - 5} w={W + 10} h={H + 10} />}
            {m.followed && <Star x={x + W} y={y} r={8} />}
          </g>
        );
      })}
    </g>
  );
}

function Star({ x, y, r }: { x: number; y: number; r: number }) {
  return <polygon points={STAR} transform={`translate(${x} ${y}) scale(${r})`} fill={STAR_COLOR} stroke="#3e2723" strokeWidth={1.5 / r} />;
}

function NearRing({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={5} fill="none" stroke={NEAR_COLOR} strokeWidth={3} strokeDasharray="6 3" />;
}

/** An entry of the map's legend (map-legend.tsx), with its swatch drawn as on the map. */
function LegendItem({ swatch, label }: { swatch: ReactNode; label: string }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box component="svg" aria-hidden width={22} height={15} sx={{ display: 'block', overflow: 'visible' }}>
        {swatch}
      </Box>
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

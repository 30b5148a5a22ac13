import { useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { centreOf, planPoint } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import type { MapRoom } from './plan-units.js';
import { isRovingKey, nextDesk, type DeskPoint } from './roving.js';

// A room's stop is named apart from the desks' ('room:<id>'): a room id could equal a desk id.
const ROOM = 'room:';
const roomStop = (roomId: string) => ROOM + roomId;

/** The map's stop an element is: a desk by its id, a room by roomStop; null for anything else. */
function stopOf(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  const desk = target.getAttribute('data-desk-id');
  if (desk) return desk;
  const room = target.getAttribute('data-room-id');
  return room ? roomStop(room) : null;
}

const selectorOf = (stop: string) =>
  stop.startsWith(ROOM) ? `[data-room-id="${CSS.escape(stop.slice(ROOM.length))}"]` : `[data-desk-id="${CSS.escape(stop)}"]`;

/**
 * The map's one tab stop (issue #14, point 7): a roving tabindex over the desks and the meeting
 * rooms drawn. Tab enters the map on the stop last visited (the first desk at first), arrow keys
 * move by where things are drawn, Home and End go to the first desk and the last room; a stop
 * reached so is brought into view. `tabIndexOf` gives each marker its tabindex.
 */
export function useRovingDesk(desks: Desk[], rooms: readonly MapRoom[], planHeight: number, reveal: (x: number, y: number) => void) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [active, setActive] = useState<string | null>(null);
  // Reading order, top-left first, the desks before the rooms: what Home and End mean on a plan.
  const points = useMemo<DeskPoint[]>(() => {
    const byPlace = (a: DeskPoint, b: DeskPoint) => a.y - b.y || a.x - b.x;
    const deskPoints = desks.map((d) => ({ id: d.deskId, ...planPoint(d.coordinates, planHeight) }));
    const roomPoints = rooms.map((r) => ({ id: roomStop(r.id), ...centreOf(r) }));
    return [...deskPoints.sort(byPlace), ...roomPoints.sort(byPlace)];
  }, [desks, rooms, planHeight]);
  const current = points.some((p) => p.id === active) ? active : (points[0]?.id ?? null);

  const onKeyDown = useCallback(
    (e: KeyboardEvent<SVGSVGElement>) => {
      const from = stopOf(e.target);
      if (!from || !isRovingKey(e.key)) return;
      e.preventDefault(); // the page does not scroll under the map
      const next = nextDesk(points, from, e.key);
      if (!next) return;
      setActive(next);
      svgRef.current?.querySelector<SVGGElement>(selectorOf(next))?.focus();
    },
    [points],
  );

  const onFocus = useCallback(
    (e: FocusEvent<SVGSVGElement>) => {
      const id = stopOf(e.target);
      if (!id) return;
      setActive(id);
      // Only the keyboard's focus moves the view: a click must land on the desk it was aimed at.
      const p = points.find((q) => q.id === id);
      if (p && (e.target as Element).matches(':focus-visible')) reveal(p.x, p.y);
    },
    [points, reveal],
  );

  const tabIndexOf = (stop: { deskId: string } | { roomId: string }) =>
    ('deskId' in stop ? stop.deskId : roomStop(stop.roomId)) === current ? 0 : -1;

  return { svgRef, current, setActive, tabIndexOf, onKeyDown, onFocus };
}

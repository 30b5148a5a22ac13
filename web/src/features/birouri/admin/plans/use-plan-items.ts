import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { deskNumberText, planPoint } from '@domain/floors/geometry.js';
import type { FloorInfo } from '@/api/floors.js';
import { getDesksOfFloorQueryOptions } from '@/api/queries/desks.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import { refusalWords, useRefusalWords } from '@/i18n/refusal-words.js';
import { useServerTime } from '@/lib/server-time.js';
import { itemKey, popStep, pushStep, type PlanItem, type Step } from './plan-edits.js';
import { place, useLayoutRefresh } from './use-plan-writes.js';

/**
 * The desks and rooms of a floor as the editor shows them (today's map and rooms: their places
 * are the same every day), with the moves being saved drawn where they go at once; the moves
 * saved one after the other, in order, and the undo of the last ones.
 */
export function usePlanItems(floor: FloorInfo, onError: (message: string) => void) {
  useRefusalWords(); // a refused move is said by its reason, in the person's language
  const time = useServerTime();
  const today = time.ready ? time.today() : null;
  const desks = useQuery(getDesksOfFloorQueryOptions(today, floor.floor));
  const rooms = useQuery({ ...getRoomsQueryOptions(null, today ?? ''), enabled: !!today });
  const refresh = useLayoutRefresh();
  // Where the moves being saved put their items, by item key, and which move set each (a later one wins).
  const [moved, setMoved] = useState<ReadonlyMap<string, { x: number; y: number; seq: number }>>(new Map());
  const [undoStack, setUndoStack] = useState<Step[]>([]);
  const seq = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const items = useMemo<PlanItem[]>(() => {
    const fromDesks = (desks.data ?? [])
      .filter((d) => d.floor === floor.floor)
      .map((d) => ({
        kind: 'desk' as const,
        id: d.deskId,
        ...planPoint(d.coordinates, floor.height),
        w: 0,
        h: 0,
        groupsIdList: d.groupsIdList,
        label: deskNumberText(d.deskId),
      }));
    const fromRooms = (rooms.data ?? [])
      .filter((r) => r.floor === floor.floor)
      .map((r) => ({ kind: 'room' as const, id: r.id, ...r.box, groupsIdList: r.groupsIdList, label: r.details.name }));
    return [...fromDesks, ...fromRooms].map((i) => {
      const m = moved.get(itemKey(i));
      return m ? { ...i, x: m.x, y: m.y } : i;
    });
  }, [desks.data, rooms.data, floor.floor, floor.height, moved]);

  /** Draws the step's moves at once and saves them in order; a refusal puts the items back and says why. */
  const apply = useCallback(
    (step: Step, record: boolean) => {
      if (step.length === 0) return;
      const mine = ++seq.current;
      setMoved((prev) => {
        const next = new Map(prev);
        for (const m of step) next.set(itemKey(m), { ...m.to, seq: mine });
        return next;
      });
      if (record) setUndoStack((s) => pushStep(s, step));
      const forget = () =>
        setMoved((prev) => {
          const next = new Map(prev);
          for (const m of step) if (next.get(itemKey(m))?.seq === mine) next.delete(itemKey(m));
          return next;
        });
      queue.current = queue.current.then(async () => {
        try {
          for (const m of step)
            await place(
              m.kind === 'desk' ? { kind: 'desk', body: { deskId: m.id, ...m.to } } : { kind: 'room', body: { id: m.id, ...m.to } },
            );
        } catch (e) {
          onError(refusalWords(e));
          if (record) setUndoStack((s) => s.filter((x) => x !== step));
        }
        // The saved places read again (or, after a refusal, the places as they are), then drawn from the answer.
        await refresh().catch(() => undefined);
        forget();
      });
    },
    [onError, refresh],
  );

  const undo = useCallback(() => {
    const last = popStep(undoStack);
    if (!last) return;
    setUndoStack(last.stack);
    apply(last.undo, false);
  }, [undoStack, apply]);

  return {
    items,
    loading: !desks.data || !rooms.data,
    error: desks.error ?? rooms.error,
    retry: () => void Promise.all([desks.refetch(), rooms.refetch()]),
    apply: (step: Step) => apply(step, true),
    undo,
    canUndo: undoStack.length > 0,
  };
}

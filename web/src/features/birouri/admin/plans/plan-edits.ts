import { DESK_SIZE, deskRectAround, type Point, type Rect, type Size } from '@domain/floors/geometry.js';

// The floor-plan editor's pure parts (decisions §18): what is on the plan, the moves made on it,
// the undo of the last one and the keyboard's steps (the conversions, the ids and the next free
// desk number: domain/floors/geometry.ts). Positions are plan units: a desk by its centre, a room
// by its top-left corner and its size.

export type ItemKind = 'desk' | 'room';

export interface PlanItem {
  kind: ItemKind;
  /** The desk's id ('4-12') or the room's ('E4-01'). */
  id: string;
  /** A desk's centre, a room's top-left corner. */
  x: number;
  y: number;
  /** A room's size; a desk's is DESK_SIZE. */
  w: number;
  h: number;
  /** The groups whose members may book it. */
  groupsIdList: string[];
  /** What the plan shows on it: the desk's number, the room's name. */
  label: string;
}

/** An item's key on the plan: a room's id could read as a desk's. */
export const itemKey = (i: { kind: ItemKind; id: string }) => `${i.kind}:${i.id}`;

/** One item moved: where it was and where it went. */
export interface Move {
  kind: ItemKind;
  id: string;
  from: Point;
  to: Point;
}
/** What one gesture moved (a drag, an arrow key): undone together. */
export type Step = Move[];

/** The rectangle an item covers on the plan. */
export function itemRect(i: PlanItem): Rect {
  return i.kind === 'desk' ? deskRectAround(i) : { x: i.x, y: i.y, w: i.w, h: i.h };
}

/** An item's position kept on the floor: the whole desk or room inside it, in whole units. */
export function clampPosition(i: Pick<PlanItem, 'kind' | 'w' | 'h'>, p: Point, floor: Size): Point {
  const [minX, maxX] = i.kind === 'desk' ? [DESK_SIZE.w / 2, floor.width - DESK_SIZE.w / 2] : [0, floor.width - i.w];
  const [minY, maxY] = i.kind === 'desk' ? [DESK_SIZE.h / 2, floor.height - DESK_SIZE.h / 2] : [0, floor.height - i.h];
  const within = (v: number, lo: number, hi: number) => Math.round(Math.min(Math.max(v, lo), Math.max(lo, hi)));
  return { x: within(p.x, minX, maxX), y: within(p.y, minY, maxY) };
}

/** The moves of `items` by (dx, dy), each kept on the floor; the items that did not move are left out. */
export function moveBy(items: readonly PlanItem[], dx: number, dy: number, floor: Size): Step {
  return items
    .map((i) => ({ kind: i.kind, id: i.id, from: { x: i.x, y: i.y }, to: clampPosition(i, { x: i.x + dx, y: i.y + dy }, floor) }))
    .filter((m) => m.to.x !== m.from.x || m.to.y !== m.from.y);
}

/** How far an arrow key moves the selection, in plan units; with Shift, further. */
export const KEY_STEP = { small: 5, large: 25 } as const;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The offset an arrow key moves by (Shift: the larger step); null for any other key. */
export function arrowOffset(key: string, shift: boolean): Point | null {
  const d = ARROWS[key];
  if (!d) return null;
  const step = shift ? KEY_STEP.large : KEY_STEP.small;
  return { x: d[0] * step, y: d[1] * step };
}

/** The moves that put a step's items back where they were. */
export const inverse = (step: Step): Step => step.map((m) => ({ ...m, from: m.to, to: m.from }));

/** How many steps the undo keeps. */
export const UNDO_DEPTH = 50;

/** The undo stack with `step` on top (the oldest dropped past UNDO_DEPTH); an empty step is not kept. */
export function pushStep(stack: readonly Step[], step: Step): Step[] {
  return step.length === 0 ? [...stack] : [...stack, step].slice(-UNDO_DEPTH);
}

/** The last step taken off the stack, and the moves that undo it; null when there is nothing to undo. */
export function popStep(stack: readonly Step[]): { stack: Step[]; undo: Step } | null {
  if (stack.length === 0) return null;
  return { stack: stack.slice(0, -1), undo: inverse(stack[stack.length - 1]) };
}

/** The items whose rectangle lies wholly inside `area` (the selection rectangle). */
export function itemsInside(items: readonly PlanItem[], area: Rect): PlanItem[] {
  return items.filter((i) => {
    const r = itemRect(i);
    return r.x >= area.x && r.y >= area.y && r.x + r.w <= area.x + area.w && r.y + r.h <= area.y + area.h;
  });
}

/** The rectangle between two plan points, whichever way it was drawn. */
export const rectBetween = (a: Point, b: Point): Rect => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  w: Math.abs(a.x - b.x),
  h: Math.abs(a.y - b.y),
});

/** A click's selection: with Shift or Ctrl the item is added or taken out, without it chosen alone. */
export function clickSelection(selected: ReadonlySet<string>, key: string, additive: boolean): Set<string> {
  if (!additive) return new Set([key]);
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

import { describe, expect, it } from 'vitest';
import {
  arrowOffset,
  clampPosition,
  clickSelection,
  itemsInside,
  moveBy,
  popStep,
  pushStep,
  rectBetween,
  UNDO_DEPTH,
  type PlanItem,
  type Step,
} from './plan-edits.js';

const FLOOR = { width: 1000, height: 600 };
const desk = (id: string, x: number, y: number): PlanItem => ({ kind: 'desk', id, x, y, w: 40, h: 26, groupsIdList: [], label: id });
const room = (id: string, x: number, y: number, w = 200, h = 100): PlanItem => ({
  kind: 'room',
  id,
  x,
  y,
  w,
  h,
  groupsIdList: [],
  label: id,
});

describe('moving with the keyboard', () => {
  it('steps by 5 plan units, by 25 with Shift, and ignores other keys', () => {
    expect(arrowOffset('ArrowRight', false)).toEqual({ x: 5, y: 0 });
    expect(arrowOffset('ArrowUp', true)).toEqual({ x: 0, y: -25 });
    expect(arrowOffset('ArrowDown', false)).toEqual({ x: 0, y: 5 });
    expect(arrowOffset('a', false)).toBeNull();
  });
  it('moves every selected item, each kept whole on the floor; those that cannot move are left out', () => {
    const step = moveBy([desk('4-1', 100, 100), desk('4-2', 979, 100), room('E4-01', 800, 0)], 25, 0, FLOOR);
    // The desk at 979 stops at 980 (its half width from the edge): one unit, not 25; the room at the edge stays.
    expect(step).toEqual([
      { kind: 'desk', id: '4-1', from: { x: 100, y: 100 }, to: { x: 125, y: 100 } },
      { kind: 'desk', id: '4-2', from: { x: 979, y: 100 }, to: { x: 980, y: 100 } },
    ]);
  });
  it('keeps a desk by its centre and a room by its corner inside the floor, in whole units', () => {
    expect(clampPosition(desk('d', 0, 0), { x: -40, y: 700.4 }, FLOOR)).toEqual({ x: 20, y: 587 });
    expect(clampPosition(room('r', 0, 0), { x: 900.6, y: -3 }, FLOOR)).toEqual({ x: 800, y: 0 });
  });
});

describe('the undo of the last move', () => {
  const a: Step = [{ kind: 'desk', id: '4-1', from: { x: 10, y: 10 }, to: { x: 50, y: 10 } }];
  const b: Step = [
    { kind: 'desk', id: '4-1', from: { x: 50, y: 10 }, to: { x: 50, y: 40 } },
    { kind: 'room', id: 'E4-01', from: { x: 0, y: 0 }, to: { x: 0, y: 30 } },
  ];
  it('undoes the last step first, every item of it back where it was', () => {
    const stack = pushStep(pushStep([], a), b);
    const first = popStep(stack)!;
    expect(first.undo).toEqual([
      { kind: 'desk', id: '4-1', from: { x: 50, y: 40 }, to: { x: 50, y: 10 } },
      { kind: 'room', id: 'E4-01', from: { x: 0, y: 30 }, to: { x: 0, y: 0 } },
    ]);
    const second = popStep(first.stack)!;
    expect(second.undo).toEqual([{ kind: 'desk', id: '4-1', from: { x: 50, y: 10 }, to: { x: 10, y: 10 } }]);
    expect(popStep(second.stack)).toBeNull();
  });
  it('keeps no empty step and at most UNDO_DEPTH steps', () => {
    expect(pushStep([a], [])).toEqual([a]);
    let stack: Step[] = [];
    for (let i = 0; i < UNDO_DEPTH + 5; i++) stack = pushStep(stack, [{ ...a[0], to: { x: i, y: 0 } }]);
    expect(stack).toHaveLength(UNDO_DEPTH);
    expect(stack[0][0].to.x).toBe(5);
  });
});

describe('selecting', () => {
  it('chooses a clicked item alone, or adds and takes it out with Shift or Ctrl', () => {
    expect([...clickSelection(new Set(['desk:4-1']), 'desk:4-2', false)]).toEqual(['desk:4-2']);
    expect([...clickSelection(new Set(['desk:4-1']), 'desk:4-2', true)]).toEqual(['desk:4-1', 'desk:4-2']);
    expect([...clickSelection(new Set(['desk:4-1', 'desk:4-2']), 'desk:4-1', true)]).toEqual(['desk:4-2']);
  });
  it('takes the items wholly inside the rectangle drawn, whichever way it was drawn', () => {
    const items = [desk('4-1', 100, 100), desk('4-2', 200, 100), room('E4-01', 50, 300)];
    const area = rectBetween({ x: 230, y: 130 }, { x: 70, y: 80 });
    expect(itemsInside(items, area).map((i) => i.id)).toEqual(['4-1', '4-2']);
    expect(itemsInside(items, rectBetween({ x: 0, y: 0 }, { x: 1000, y: 600 }))).toHaveLength(3);
  });
});

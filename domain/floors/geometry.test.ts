import { describe, expect, it } from 'vitest';
import {
  centreOf,
  contains,
  deskIdOf,
  deskNumberText,
  deskRect,
  deskRectAround,
  mapCoordinates,
  nextDeskNumber,
  nextRoomNumber,
  parseDeskId,
  parseRoomId,
  planPoint,
  planToScreen,
  roomIdOf,
  screenScale,
  screenToPlan,
  wholePlan,
} from './geometry.js';

describe('plan units and map coordinates (decisions §18)', () => {
  it("count the latitude up from the bottom of the floor's own height", () => {
    expect(planPoint({ latitude: 420, longitude: 180 }, 600)).toEqual({ x: 180, y: 180 });
    expect(planPoint({ latitude: 420, longitude: 180 }, 1000)).toEqual({ x: 180, y: 580 });
    expect(mapCoordinates({ x: 180, y: 580 }, 1000)).toEqual({ latitude: 420, longitude: 180 });
  });
  it('go there and back unchanged, on a floor of any height', () => {
    for (const height of [600, 500, 1234.5]) {
      const p = { x: 37.5, y: 211 };
      expect(planPoint(mapCoordinates(p, height), height)).toEqual(p);
    }
  });
  it("put a room's map coordinates at its centre", () => {
    expect(mapCoordinates(centreOf({ x: 40, y: 40, w: 195, h: 120 }), 600)).toEqual({ latitude: 500, longitude: 137.5 });
  });
});

describe("a desk's rectangle", () => {
  it('is 40 × 26 around its centre', () => {
    expect(deskRectAround({ x: 100, y: 100 })).toEqual({ x: 80, y: 87, w: 40, h: 26 });
    expect(deskRect({ latitude: 500, longitude: 100 }, 600)).toEqual({ x: 80, y: 87, w: 40, h: 26 });
  });
  it('is placed from the floor height it is given, not the first layout’s 600', () => {
    expect(deskRect({ latitude: 400, longitude: 100 }, 500)).toEqual({ x: 80, y: 87, w: 40, h: 26 });
  });
  it('contains the points on its edges and not those past them', () => {
    const r = deskRectAround({ x: 100, y: 100 });
    expect(contains(r, { x: 80, y: 87 })).toBe(true);
    expect(contains(r, { x: 120, y: 113 })).toBe(true);
    expect(contains(r, { x: 120.5, y: 100 })).toBe(false);
  });
});

describe('the screen and the plan', () => {
  const floor = wholePlan({ width: 1000, height: 600 });
  it('converts a point of the page to plan units, the drawing scaled to fit and centred', () => {
    // 500 × 300 px for a 1000 × 600 floor: half scale.
    expect(screenToPlan({ x: 110, y: 70 }, { left: 10, top: 20, width: 500, height: 300 }, floor)).toEqual({ x: 200, y: 100 });
    // A box taller than the floor: the drawing is centred vertically (50 px above and below).
    expect(screenToPlan({ x: 0, y: 50 }, { left: 0, top: 0, width: 500, height: 400 }, floor)).toEqual({ x: 0, y: 0 });
  });
  it('centres a floor that is not 1000 × 600 in a wider box', () => {
    // 400 × 800 units in 600 × 400 px: half scale, 200 px wide, bands of 200 px left and right.
    const tall = wholePlan({ width: 400, height: 800 });
    const box = { left: 0, top: 0, width: 600, height: 400 };
    expect(screenScale(box, tall)).toBe(0.5);
    expect(screenToPlan({ x: 200, y: 0 }, box, tall)).toEqual({ x: 0, y: 0 });
    expect(screenToPlan({ x: 400, y: 400 }, box, tall)).toEqual({ x: 400, y: 800 });
  });
  it('reads a zoomed view (the map’s viewBox) from its corner', () => {
    const view = { x: 250, y: 150, w: 500, h: 300 };
    const box = { left: 8, top: 64, width: 1000, height: 600 };
    expect(screenToPlan({ x: 8, y: 64 }, box, view)).toEqual({ x: 250, y: 150 });
    expect(screenToPlan({ x: 508, y: 364 }, box, view)).toEqual({ x: 500, y: 300 });
    expect(screenScale(box, view)).toBe(2);
  });
  it('goes there and back unchanged', () => {
    const cases = [
      { box: { left: 10, top: 20, width: 500, height: 300 }, view: floor },
      { box: { left: 0, top: 0, width: 777, height: 333 }, view: wholePlan({ width: 800, height: 500 }) },
      { box: { left: 3, top: 5, width: 320, height: 900 }, view: { x: 120, y: 40, w: 250, h: 150 } },
    ];
    for (const { box, view } of cases) {
      const p = { x: view.x + 17, y: view.y + 42 };
      const back = screenToPlan(planToScreen(p, box, view), box, view);
      expect(back.x).toBeCloseTo(p.x, 9);
      expect(back.y).toBeCloseTo(p.y, 9);
    }
  });
});

describe('desk and room ids', () => {
  it('are made from a floor and a number, a room’s of two digits at least', () => {
    expect(deskIdOf(4, 12)).toBe('4-12');
    expect(roomIdOf(4, 1)).toBe('E4-01');
    expect(roomIdOf(150, 123)).toBe('E150-123');
  });
  it('read back into their floor and number', () => {
    expect(parseDeskId('4-12')).toEqual({ floor: 4, number: 12, numberText: '12' });
    expect(parseRoomId('E5-01')).toEqual({ floor: 5, number: 1, numberText: '01' });
    expect(parseDeskId(deskIdOf(150, 7))).toMatchObject({ floor: 150, number: 7 });
    expect(parseRoomId(roomIdOf(0, 3))).toMatchObject({ floor: 0, number: 3 });
  });
  it('with leading zeros read as their numbers, shown as written', () => {
    expect(parseDeskId('04-012')).toEqual({ floor: 4, number: 12, numberText: '012' });
    expect(deskNumberText('04-012')).toBe('012');
  });
  it('refuse garbage, and neither reads the other’s ids', () => {
    for (const id of ['', '4', '4-', '-12', 'x-3', '4-12a', ' 4-12', '4-12-1', '4–12', 'E4-01']) expect(parseDeskId(id)).toBeNull();
    for (const id of ['E4', 'E-01', 'e4-01', 'E4-01x', '4-01']) expect(parseRoomId(id)).toBeNull();
  });
  it("show a desk's number, or the whole id when it is not a desk's", () => {
    expect(deskNumberText('4-12')).toBe('12');
    expect(deskNumberText('gone')).toBe('gone');
  });
});

describe('the next free number', () => {
  it("is one past the floor's highest, other floors' desks and odd ids aside", () => {
    expect(nextDeskNumber(['4-1', '4-2', '4-10', '5-40', 'x-3'], 4)).toBe(11);
    expect(nextDeskNumber(['4-1', '4-3'], 4)).toBe(4);
  });
  it('leaves a gap as it is', () => {
    expect(nextDeskNumber(['4-2', '4-7'], 4)).toBe(8);
  });
  it('is 1 on an empty floor', () => {
    expect(nextDeskNumber([], 7)).toBe(1);
    expect(nextDeskNumber(['4-9'], 7)).toBe(1);
  });
  it('reads ids with leading zeros by their number', () => {
    expect(nextDeskNumber(['04-009', '4-3'], 4)).toBe(10);
  });
  it("counts a room's ids, not the desks'", () => {
    expect(nextRoomNumber(['E4-01', 'E4-04', 'E5-09', '4-20'], 4)).toBe(5);
    expect(nextRoomNumber([], 4)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { centerView, clampView, fullView, inView, zoomView } from './use-pan-zoom.js';

// A floor of 1000 × 600 plan units (decisions §18: each floor has its own size).
const PLAN = { width: 1000, height: 600 };
const full = fullView(PLAN.width, PLAN.height);

describe('map zoom', () => {
  it('zooming in around a point keeps that point under the cursor', () => {
    const v = zoomView(full, full, 2, 250, 150);
    expect(v.w).toBe(PLAN.width / 2);
    expect((250 - v.x) / v.w).toBeCloseTo(250 / PLAN.width);
  });
  it('never zooms out past the whole plan nor in past a quarter of it', () => {
    expect(zoomView(full, full, 0.5)).toEqual(full);
    expect(zoomView(full, full, 100).w).toBe(PLAN.width / 4);
  });
  it('panning stops at the plan edges', () => {
    expect(clampView(full, { x: -50, y: 900, w: 500, h: 300 })).toEqual({ x: 0, y: PLAN.height - 300, w: 500, h: 300 });
  });
  it('centres on a point, zooming in to the width asked for and never out', () => {
    const v = centerView(full, full, 600, 300, 400);
    expect(v).toEqual({ x: 400, y: 180, w: 400, h: 240 });
    expect(centerView(full, v, 500, 300, 900).w).toBe(400);
    // Near the edge the view stops at the plan's border: the point is in view, off-centre.
    const corner = centerView(full, full, 30, 30, 400);
    expect(corner).toMatchObject({ x: 0, y: 0 });
    expect(inView(corner, 30, 30)).toBe(true);
    expect(inView(v, 100, 100)).toBe(false);
  });
  it("the whole view is the floor's own size: a tall floor zooms and pans within its height", () => {
    const tall = fullView(400, 1200);
    expect(zoomView(tall, tall, 2)).toEqual({ x: 100, y: 300, w: 200, h: 600 });
    expect(clampView(tall, { x: 0, y: 1000, w: 200, h: 600 })).toEqual({ x: 0, y: 600, w: 200, h: 600 });
    expect(zoomView(tall, tall, 100).w).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { PLAN } from '@domain/floors/layout.js';
import { centerView, clampView, inView, zoomView } from './use-pan-zoom.js';

const full = { x: 0, y: 0, w: PLAN.width, h: PLAN.height };

describe('map zoom', () => {
  it('zooming in around a point keeps that point under the cursor', () => {
    const v = zoomView(full, 2, 250, 150);
    expect(v.w).toBe(PLAN.width / 2);
    expect((250 - v.x) / v.w).toBeCloseTo(250 / PLAN.width);
  });
  it('never zooms out past the whole plan nor in past a quarter of it', () => {
    expect(zoomView(full, 0.5)).toEqual(full);
    expect(zoomView(full, 100).w).toBe(PLAN.width / 4);
  });
  it('panning stops at the plan edges', () => {
    expect(clampView({ x: -50, y: 900, w: 500, h: 300 })).toEqual({ x: 0, y: PLAN.height - 300, w: 500, h: 300 });
  });
  it('centres on a point, zooming in to the width asked for and never out', () => {
    const v = centerView(full, 600, 300, 400);
    expect(v).toEqual({ x: 400, y: 180, w: 400, h: 240 });
    expect(centerView(v, 500, 300, 900).w).toBe(400);
    // Near the edge the view stops at the plan's border: the point is in view, off-centre.
    const corner = centerView(full, 30, 30, 400);
    expect(corner).toMatchObject({ x: 0, y: 0 });
    expect(inView(corner, 30, 30)).toBe(true);
    expect(inView(v, 100, 100)).toBe(false);
  });
});

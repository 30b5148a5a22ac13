import { describe, expect, it } from 'vitest';
import { floorPlan } from '@domain/floors/layout.js';
import { nextDesk, type DeskPoint } from './roving.js';

// Two pods of 2×2 desks side by side, as the plan draws them (42 apart in a row, 28 between rows).
const grid: DeskPoint[] = [
  { id: 'a1', x: 0, y: 0 },
  { id: 'a2', x: 42, y: 0 },
  { id: 'a3', x: 0, y: 28 },
  { id: 'a4', x: 42, y: 28 },
  { id: 'b1', x: 148, y: 0 },
  { id: 'b2', x: 190, y: 0 },
  { id: 'b3', x: 148, y: 28 },
  { id: 'b4', x: 190, y: 28 },
];

describe('arrow keys between desks', () => {
  it('move to the neighbour in the direction pressed', () => {
    expect(nextDesk(grid, 'a1', 'ArrowRight')).toBe('a2');
    expect(nextDesk(grid, 'a2', 'ArrowLeft')).toBe('a1');
    expect(nextDesk(grid, 'a1', 'ArrowDown')).toBe('a3');
    expect(nextDesk(grid, 'a4', 'ArrowUp')).toBe('a2');
  });
  it('cross the aisle to the next pod along the same row, not diagonally to a nearer desk', () => {
    expect(nextDesk(grid, 'a2', 'ArrowRight')).toBe('b1');
    expect(nextDesk(grid, 'a4', 'ArrowRight')).toBe('b3');
  });
  it('stay put at the edge of the plan', () => {
    expect(nextDesk(grid, 'b2', 'ArrowRight')).toBeNull();
    expect(nextDesk(grid, 'a1', 'ArrowUp')).toBeNull();
  });
  it('Home and End go to the first and the last desk; an unknown start goes to the first', () => {
    expect(nextDesk(grid, 'b3', 'Home')).toBe('a1');
    expect(nextDesk(grid, 'a1', 'End')).toBe('b4');
    expect(nextDesk(grid, 'gone', 'ArrowDown')).toBe('a1');
    expect(nextDesk([], 'a1', 'ArrowDown')).toBeNull();
  });
  it('reach every desk of a real floor from its first one', () => {
    const points = floorPlan(4).desks.map((d) => ({ id: d.deskId, x: d.x, y: d.y }));
    const seen = new Set([points[0].id]);
    const queue = [points[0].id];
    while (queue.length) {
      const at = queue.shift()!;
      for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const) {
        const next = nextDesk(points, at, key);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(seen.size).toBe(96);
  });
});

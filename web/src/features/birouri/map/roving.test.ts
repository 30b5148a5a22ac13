import { describe, expect, it } from 'vitest';
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
  it('reach every desk of a floor laid out as the demo does from its first one', () => {
    // Four zones of six pods (two across, three down) of four desks, as floors 4 and 5 are seeded.
    const points: DeskPoint[] = [];
    for (const zoneX of [40, 275, 510, 745])
      for (let pr = 0; pr < 3; pr++)
        for (let pc = 0; pc < 2; pc++)
          for (let r = 0; r < 2; r++)
            for (let c = 0; c < 2; c++)
              points.push({ id: `4-${points.length + 1}`, x: zoneX + 34 + pc * 106 + c * 42, y: 243 + pr * 106 + r * 28 });
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

// The map is one tab stop (issue #14, point 7): arrow keys move between desks by where they are
// drawn, the way the eye reads the plan. Pure, for tests.

export interface DeskPoint {
  id: string;
  x: number;
  y: number;
}

export const ROVING_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type RovingKey = (typeof ROVING_KEYS)[number];

export const isRovingKey = (key: string): key is RovingKey => (ROVING_KEYS as readonly string[]).includes(key);

const DIRECTION: Record<Exclude<RovingKey, 'Home' | 'End'>, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

// How much a step off the row (or column) costs against a step along it: the next desk in the
// same row wins over a nearer one diagonally, and a row's end stays put rather than wrapping.
const ACROSS_WEIGHT = 4;

/**
 * The desk the key moves to from `current`: the nearest one in the key's direction, preferring
 * the same row or column; Home and End go to the first and last desk. Null when there is none
 * (the focus stays where it is).
 */
export function nextDesk(points: DeskPoint[], current: string, key: RovingKey): string | null {
  if (points.length === 0) return null;
  if (key === 'Home') return points[0].id;
  if (key === 'End') return points[points.length - 1].id;
  const from = points.find((p) => p.id === current);
  if (!from) return points[0].id;
  const [dx, dy] = DIRECTION[key];
  let best: { id: string; score: number } | null = null;
  for (const p of points) {
    const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
    if (p.id === current || along <= 0) continue;
    const across = Math.abs((p.x - from.x) * dy - (p.y - from.y) * dx);
    const score = along + across * ACROSS_WEIGHT;
    if (!best || score < best.score) best = { id: p.id, score };
  }
  return best?.id ?? null;
}

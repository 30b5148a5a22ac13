import { planUrl } from '../../domain/floors/rules.js';
import type { FloorInfo } from '../../domain/schemas/floors.js';
import type { FloorRow } from './queries.js';

/** A floor in the API (decisions §18): its plan by the address of its current version, or null for the drawn outline. */
export function presentFloor(f: FloorRow): FloorInfo {
  return {
    floor: f.floor,
    name: f.name,
    width: f.width,
    height: f.height,
    planUrl: f.plan_version === null ? null : planUrl(f.floor, f.plan_version),
    zones: f.zones.map((z) => ({ groupId: z.groupId, label: z.label, x: z.x, y: z.y, w: z.w, h: z.h })),
  };
}

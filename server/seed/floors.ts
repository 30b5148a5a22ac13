import { defaultFloorName } from '../../domain/floors/rules.js';
import { FLOORS, floorPlan, PLAN } from '../../domain/floors/layout.js';
import type { Queryable } from '../db/connection.js';

/** The demo's floors 4 and 5 as the first layout draws them (domain/floors/layout.ts): 1000 × 600, 'Etajul N', their groups' zones. */
export async function seedFloors(q: Queryable): Promise<void> {
  for (const plan of FLOORS.map(floorPlan)) {
    const zones = plan.zones.map(({ groupId, label, x, y, w, h }) => ({ groupId, label, x, y, w, h }));
    await q.query('INSERT INTO floors (floor, name, width, height, zones) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      plan.floor,
      defaultFloorName(plan.floor),
      PLAN.width,
      PLAN.height,
      JSON.stringify(zones),
    ]);
  }
}

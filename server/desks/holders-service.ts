import { containsPattern } from '../../domain/desks/holders.js';
import { parseDeskId } from '../../domain/floors/geometry.js';
import type { DeskHolder } from '../../domain/schemas/desk-answers.js';
import type { DeskHoldersQuery } from '../../domain/schemas/desks.js';
import { byName } from '../../domain/team/visibility.js';
import { bucharestDay } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { deskHolders } from './holders-queries.js';

/** The people of the map of `date` whose name holds `q`, by name, with their desk and its floor. */
export async function findHolders(ctx: AppContext, query: DeskHoldersQuery): Promise<DeskHolder[]> {
  const day = query.date ?? bucharestDay(ctx.clock.now());
  const rows = await deskHolders(ctx.db, day, containsPattern(query.q));
  return rows.map((r) => ({ uuid: r.uuid, name: r.name, deskId: r.desk_id, floor: parseDeskId(r.desk_id)?.floor ?? 0 })).sort(byName);
}

import { foldName, holdersMatching } from '../../domain/desks/holders.js';
import { parseDeskId } from '../../domain/floors/geometry.js';
import type { DeskHolder } from '../../domain/schemas/desk-answers.js';
import type { DeskHoldersQuery } from '../../domain/schemas/desks.js';
import { byName } from '../../domain/team/visibility.js';
import { bucharestDay } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import { VersionedMemo } from '../http/snapshot-cache.js';
import { dayVersion, type DayVersion } from '../versions/version-service.js';
import { dayHolders } from './holders-queries.js';

type Holder = DeskHolder & { folded: string };

/**
 * The people of each day's map by name, their names folded, kept under the day's version (as the
 * maps are): a search reads the version with the session, and the list only when the day changed.
 */
export class DayHolders {
  // A month of days, a few hundred people each.
  private readonly memo = new VersionedMemo<Holder[]>(31);

  async find(ctx: AppContext, query: DeskHoldersQuery, known: DayVersion | null): Promise<DeskHolder[]> {
    const day = query.date ?? bucharestDay(ctx.clock.now());
    // The version is read before the list, so that a list is never older than the version it is kept under.
    const version = await dayVersion(ctx.db, day, known);
    const people = await this.memo.get(`holders/${day}`, version, async () =>
      (await dayHolders(ctx.db, day))
        .map((r) => ({
          uuid: r.uuid,
          name: r.name,
          deskId: r.desk_id,
          floor: parseDeskId(r.desk_id)?.floor ?? 0,
          folded: foldName(r.name),
        }))
        .sort((a, b) => byName(a, b) || a.deskId.localeCompare(b.deskId)),
    );
    return holdersMatching(people, query.q).map(({ folded: _, ...holder }) => holder);
  }
}

import { isClassCap, overCaps, type CapGroup } from '../../domain/live-caps.js';
import type { Db } from '../db/connection.js';
import { lockKey } from '../db/locks.js';
import { CHANNEL } from './hub.js';
import { closeStreams, forgetStreams, insertStream, renewStreams, streamsSharing } from './stream-queries.js';

// An owner's streams counted in every process of the database (#38 point 4): the hub counts its
// own streams in memory and closes its oldest at once; the registry then counts the owner's streams
// of every process in the database and has the oldest past a cap closed by the process that holds
// it (a notification on CHANNEL.streamClose, which every hub listens to, its own included). A class's own
// cap stays each process's (domain/live-caps.ts).

export interface StreamRegistry {
  /** A stream opened here with its counts; `closedHere` are the streams the hub closed for it already. */
  opened(id: string, groups: CapGroup[], closedHere: string[]): Promise<void>;
  /** Streams that ended here. */
  closed(ids: string[]): Promise<void>;
  /** The streams this process still holds (its heartbeat): those of a process that stops renewing are forgotten. */
  renew(ids: string[]): Promise<void>;
}

export function dbStreamRegistry(db: Db): StreamRegistry {
  return {
    async opened(id, groups, closedHere) {
      const caps = groups.filter((g) => !isClassCap(g));
      if (!caps.length) return;
      const names = caps.map((g) => g.group);
      await db.transaction(async (tx) => {
        // The owner's opens wait for each other, in whatever process: two at once never both fit under a cap.
        for (const name of [...names].sort()) await lockKey(db, tx, 'liveStreams', name);
        await forgetStreams(tx, closedHere);
        await insertStream(tx, id, names);
        const past = overCaps(caps, await streamsSharing(tx, names), id);
        if (past.length) await closeStreams(tx, past, CHANNEL.streamClose);
      });
    },
    async closed(ids) {
      if (ids.length) await forgetStreams(db, ids);
    },
    async renew(ids) {
      if (ids.length) await renewStreams(db, ids);
    },
  };
}

import { join } from 'node:path';
import { serveBackups } from './backup/backup-channel.js';
import { copyStill } from './backup/pglite-backup.js';
import { openPglite, type PgliteDb } from './connection.js';
import { lockDataDir } from './data-dir-lock.js';
import { securePrivateDir, tightenTree } from './private-files.js';

/**
 * A server's embedded database: DATA_DIR locked to this process (data-dir-lock.ts), its PGlite in
 * DATA_DIR/pglite, and, since no other process may open the folder now, the channel over which
 * `npm run backup` asks this one for a still copy of the database (backup/backup-channel.ts). `release` ends both; close
 * the database first. Every path in the folder is its owner's alone (private-files.ts): what was
 * open is tightened, and said, before the database opens; what PGlite unpacks itself at a first
 * start (0666, past the umask) is tightened right after, silently, inside a folder already 0700.
 */
export async function openDataDir(
  dataDir: string,
  log: (m: string, e?: unknown) => void,
): Promise<{ db: PgliteDb; release(): Promise<void> }> {
  const unlock = await lockDataDir(dataDir);
  try {
    securePrivateDir(dataDir, log);
    const db = await openPglite(join(dataDir, 'pglite'));
    tightenTree(dataDir);
    // Without the channel the server still serves; `npm run backup` then says the server did not answer.
    const stopBackups = await serveBackups(dataDir, (to) => copyStill(db, dataDir, to)).catch((e: unknown) => {
      log('backup channel: not available; npm run backup will not reach this server', e);
      return async () => undefined;
    });
    return {
      db,
      async release() {
        await stopBackups();
        await unlock();
      },
    };
  } catch (e) {
    await unlock();
    throw e;
  }
}

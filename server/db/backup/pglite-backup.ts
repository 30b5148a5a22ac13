import { createReadStream, createWriteStream, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';
import { create as packTar, extract as unpackTar } from 'tar';
import { openPglite, type PgliteDb } from '../connection.js';
import { tryLockDataDir } from '../data-dir-lock.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenTree } from '../private-files.js';
import { withStillCopy } from './backup-channel.js';
import { kindOfBackup, PGLITE_HEADER, syncFolder, writeAtomically } from './backup-file.js';
import { BACKUP_MSG, BackupError } from './messages.js';

// Backup and restore of the embedded database: its data folder, DATA_DIR/pglite (db/data-dir.ts).

const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
/** A folder holds a database once initdb has written PG_VERSION (PGlite's own test). */
const holdsDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * The server's part of a backup (backup-channel.ts): DATA_DIR's database, open as `db`, copied to
 * `to` while it is still (a checkpoint, then no transaction: db.whileStill). Requests wait for the
 * time of a file copy; the command packs the copy while the server goes on.
 */
export const copyStill = (db: PgliteDb, dataDir: string, to: string) =>
  db.whileStill(() => cp(pgliteDir(dataDir), to, { recursive: true }));

/**
 * A backup file of a data folder no process writes: the header line, then the folder's tarball,
 * gzipped (fastest level: the machine also serves, and the best level saves ~15 % for 3× the CPU).
 */
async function pack(folder: string, out: string): Promise<void> {
  const file = createWriteStream(out, { mode: PRIVATE_FILE_MODE });
  file.write(PGLITE_HEADER);
  const tar = packTar({ cwd: folder, portable: true }, readdirSync(folder).sort());
  await pipeline(tar, createGzip({ level: constants.Z_BEST_SPEED }), file);
}

/**
 * Writes a copy of DATA_DIR's database to `file`: of the still copy the server holding the folder
 * makes, or, when none does, of the folder itself, which this process holds meanwhile (a database
 * left by a crash is copied as it is: PGlite recovers it when it opens, as it would have). Answers
 * the size.
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!holdsDatabase(pgliteDir(dataDir))) throw new BackupError(BACKUP_MSG.noDatabase(dataDir));
  const unlock = await tryLockDataDir(dataDir);
  if (!unlock) return writeAtomically(file, (tmp) => withStillCopy(dataDir, (copy) => pack(copy, tmp)));
  try {
    return await writeAtomically(file, (tmp) => pack(pgliteDir(dataDir), tmp));
  } finally {
    await unlock();
  }
}

/**
 * Puts a copy back into DATA_DIR while no server holds it: into a folder without a database, or
 * over one with `force`. The copy is unpacked aside and opened once (PGlite recovers it as after a
 * stop), then swapped in: a copy that fails to load leaves the folder as it was.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  if (kindOfBackup(file) !== 'pglite') throw new BackupError(BACKUP_MSG.postgresIntoPglite(file));
  const unlock = await tryLockDataDir(dataDir);
  if (!unlock) throw new BackupError(BACKUP_MSG.serverHoldsFolder(dataDir));
  const live = pgliteDir(dataDir);
  const aside = `${live}.restoring`;
  const old = `${live}.replaced`;
  try {
    if (holdsDatabase(live) && !force) throw new BackupError(BACKUP_MSG.folderNotEmpty(dataDir));
    // What a restore that died before its swap left.
    rmSync(aside, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
    await loadAside(file, aside);
    if (existsSync(live)) renameSync(live, old);
    renameSync(aside, live);
    syncFolder(dataDir);
    rmSync(old, { recursive: true, force: true });
    // The restored folder as the server keeps it: whatever the copy's opening wrote is tightened too.
    tightenTree(dataDir);
  } catch (e) {
    rmSync(aside, { recursive: true, force: true });
    throw e;
  } finally {
    await unlock();
  }
}

/** The copy unpacked into `dir` and opened there once: it must hold this application's database. */
async function loadAside(file: string, dir: string): Promise<void> {
  const damaged = (e: unknown) => new BackupError(BACKUP_MSG.damaged(file, String((e as Error)?.message ?? e)));
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    await pipeline(createReadStream(file, { start: PGLITE_HEADER.length }), unpackTar({ cwd: dir, strict: true }));
  } catch (e) {
    throw damaged(e);
  }
  // The tarball's modes, less the umask: a copy made by an older version, or under another umask, would be as open as it was (#38, point 2).
  tightenTree(dir);
  if (!holdsDatabase(dir)) throw damaged('PG_VERSION');
  let db: PgliteDb;
  try {
    db = await openPglite(dir);
  } catch (e) {
    throw damaged(e);
  }
  try {
    await db.query('SELECT count(*) FROM schema_migrations');
  } catch (e) {
    throw damaged(e);
  } finally {
    await db.close();
  }
}

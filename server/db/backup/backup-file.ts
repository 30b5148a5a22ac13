import { closeSync, fchmodSync, fstatSync, fsyncSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { PRIVATE_FILE_MODE } from '../private-files.js';
import { BACKUP_MSG, BackupError } from './messages.js';

/**
 * What a backup file is, told by its first bytes. A PostgreSQL copy is pg_dump's own archive
 * (custom format, starting 'PGDMP'), which pg_restore also reads by hand. A PGlite copy is a line
 * naming it followed by a gzipped tarball of the data folder: `tail -n +2 FILE | tar -tz` lists it.
 */
export type BackupKind = 'pglite' | 'postgres';

export const PGLITE_HEADER = Buffer.from('BIROURI-BACKUP pglite 1\n');
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

export function kindOfBackup(file: string): BackupKind {
  let head: Buffer;
  try {
    const fd = openSync(file, 'r');
    try {
      head = Buffer.alloc(PGLITE_HEADER.length);
      head = head.subarray(0, readSync(fd, head, 0, head.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    throw new BackupError(BACKUP_MSG.noFile(file));
  }
  if (head.equals(PGLITE_HEADER)) return 'pglite';
  if (head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) return 'postgres';
  throw new BackupError(BACKUP_MSG.notABackup(file));
}

/**
 * Writes `file` through `write(tmp)` into FILE.tmp, flushed to disk, then renamed over FILE: a
 * failure leaves no file, or the previous one whole, never half a copy. Answers the size written.
 * The file is its owner's alone (0600) from its first byte, whatever the umask: it holds the whole
 * database, hashes included. FILE.tmp is made 0600 before `write` opens it (pg_dump and a write
 * stream keep an existing file's mode), and set 0600 again before the rename in case a tool made it anew.
 */
export async function writeAtomically(file: string, write: (tmp: string) => Promise<void>): Promise<number> {
  if (!statSync(dirname(file), { throwIfNoEntry: false })?.isDirectory()) throw new BackupError(BACKUP_MSG.noFolder(dirname(file)));
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) throw new BackupError(BACKUP_MSG.isFolder(file));
  const tmp = `${file}.tmp`;
  rmSync(tmp, { force: true });
  try {
    closeSync(openSync(tmp, 'wx', PRIVATE_FILE_MODE));
    await write(tmp);
    const fd = openSync(tmp, 'r+');
    let size: number;
    try {
      fchmodSync(fd, PRIVATE_FILE_MODE);
      fsyncSync(fd);
      size = fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
    syncFolder(dirname(file));
    return size;
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** The rename itself reaches the disk once the folder is flushed (where a folder can be opened: not on Windows). */
export function syncFolder(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { count } from '../../domain/plural.js';

// DATA_DIR holds the embedded database (password and session hashes), the outbox's e-mails (reset
// links, new passwords in clear) and the backup's still copies; a backup file holds the whole
// database. None of it is any other local user's to read or write (#38, point 2): folders 0700,
// files 0600, whatever the umask. The processes set theirs to 0o077 (main.ts, serve.ts, the backup
// commands), and what they create names its mode as well, since a test, a tool or a library may
// run under another umask: PGlite's file system (Emscripten's) chmods each file it creates to the
// mode it was asked for, 0666 for what it unpacks at the first start, past any umask.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export interface Tightened {
  folders: number;
  files: number;
}

const gone = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Sets every folder under `root` (itself included) to 0700 and every other entry (files, sockets)
 * to 0600 where it is not already; symbolic links below the root are left alone (the mode that
 * counts is their target's, which may not be ours). Answers how many were changed. An entry removed meanwhile (a
 * copy the backup channel drops, a file PostgreSQL unlinks) is skipped.
 */
export function tightenTree(root: string): Tightened {
  const out: Tightened = { folders: 0, files: 0 };
  if (process.platform === 'win32') return out; // no POSIX modes: the folder's ACL is the operator's
  const walk = (path: string, isRoot = false) => {
    try {
      // The root is followed (DATA_DIR may be a link to the disk that holds it); links below it are not.
      const st = isRoot ? statSync(path) : lstatSync(path);
      if (st.isSymbolicLink()) return;
      const folder = st.isDirectory();
      const want = folder ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
      if ((st.mode & 0o7777) !== want) {
        chmodSync(path, want);
        if (folder) out.folders++;
        else out.files++;
      }
      if (folder) for (const name of readdirSync(path)) walk(join(path, name));
    } catch (e) {
      if (!gone(e)) throw e;
    }
  };
  walk(root, true);
  return out;
}

/**
 * DATA_DIR as the server keeps it: made 0700 when it does not exist (its missing parents too), and
 * whatever an earlier version, a restore or an operator left open in it tightened, said in one line
 * of the log when there was anything to tighten.
 */
export function securePrivateDir(dir: string, log: (m: string) => void): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const t = tightenTree(dir);
  if (t.folders + t.files > 0) log(tightenedMessage(dir, t));
}

export const tightenedMessage = (dir: string, t: Tightened) =>
  `Dosarul de date ${dir} era deschis altor utilizatori locali; accesul a fost restrâns la proprietar: ` +
  `${count(t.folders, 'dosar', 'dosare')} → 0700, ${count(t.files, 'fișier', 'fișiere')} → 0600.`;

/** A process's own umask for everything it creates without naming a mode (tools it runs inherit it). */
export const PRIVATE_UMASK = 0o077;

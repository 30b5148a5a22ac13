import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE } from './private-files.js';

/**
 * PGlite allows one process per data folder: a second one would corrupt it, so refuse plainly.
 * The lock is a listening local socket named after the folder. The kernel closes it the moment
 * its process dies, however it dies, so nothing goes stale (a pid file stayed "alive" until
 * the dead process was reaped, or forever if its pid was reused).
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const unlock = await tryLockDataDir(dir);
  if (!unlock) throw new Error(`Another server is using ${dir}. Stop it, or use DATABASE_URL to run several processes on PostgreSQL.`);
  return unlock;
}

/** The lock, or null when another process holds it (npm run backup then asks that process for the copy). */
export async function tryLockDataDir(dir: string): Promise<(() => Promise<void>) | null> {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const name = socketName(realpathSync(dir));
  let server = await listen(name);
  // Only a socket file can outlive its process: if nobody answers on it, it is stale.
  if (!server && isSocketFile() && !(await answers(name))) {
    rmSync(name, { force: true });
    server = await listen(name);
  }
  if (!server) return null;
  server.unref(); // the lock must not keep the process alive
  const held = server;
  return () => new Promise((resolve) => held.close(() => resolve()));
}

const isSocketFile = () => process.platform !== 'linux' && process.platform !== 'win32';

function socketName(dir: string): string {
  const id = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  // Linux: an abstract socket, no file at all. Windows: a named pipe. Elsewhere: a socket file.
  if (process.platform === 'linux') return `\0birouri-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\birouri-${id}`;
  return join(tmpdir(), `birouri-${id}.sock`);
}

/** The listening server, or null when the name is taken. */
function listen(name: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? resolve(null) : reject(e)));
    server.listen(name, () => resolve(server));
  });
}

/** Whether a live process listens on the socket file (refused or missing: nobody does). */
function answers(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(name, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code !== 'ECONNREFUSED' && e.code !== 'ENOENT'));
  });
}

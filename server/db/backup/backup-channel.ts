import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { BACKUP_MSG, BackupError } from './messages.js';

/**
 * While a server holds a PGlite data folder, no other process may open its database
 * (data-dir-lock.ts), so `npm run backup` asks that server for the one thing only it can do: hold
 * the database still while its folder is copied. The copy goes to DATA_DIR/control/, whose mode
 * 0700 lets only the folder's owner (and root) in, as it does for the socket the request comes
 * over, DATA_DIR/control/backup.sock; a path inside the operator's folder also cannot be taken
 * first by another user. The command then packs the copy in its own process (the server spends no
 * time compressing) and closes the connection; the server removes the copy when the connection
 * closes, however the command ended.
 *
 * The request is one line, `SNAPSHOT 1`; the answer one line of JSON, `{"ok":true,"folder":NAME}`
 * (a folder of DATA_DIR/control/) or `{"ok":false,"error":"…"}`.
 */
const REQUEST = 'SNAPSHOT 1\n';
const MAX_LINE = 4096;
const SNAPSHOT = /^snapshot-\d+-\d+$/;

/** The channel's folder; the still copies go there too. */
export const controlDir = (dataDir: string) => join(dataDir, 'control');

/**
 * The socket's path as this process reaches it. A Unix socket's path holds ~107 bytes, a data
 * folder's may be longer: on Linux the folder is named through a descriptor this process holds
 * open (/proc/self/fd/N), which keeps the path short whatever the folder's.
 */
function socketPath(dir: string): { path: string; release(): void } {
  if (process.platform !== 'linux') return { path: join(dir, 'backup.sock'), release: () => undefined };
  const fd = openSync(dir, 'r');
  return { path: `/proc/self/fd/${fd}/backup.sock`, release: () => closeSync(fd) };
}

/**
 * Serves still copies of the database this process holds: `copyStill(to)` copies its folder to
 * `to` while it is still. Answers how to stop. One copy is made at a time.
 */
export async function serveBackups(dataDir: string, copyStill: (to: string) => Promise<void>): Promise<() => Promise<void>> {
  if (process.platform === 'win32') return async () => undefined;
  const dir = controlDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // What a process that died holding the folder left (a socket, copies): the folder is this process's now.
  for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
  const where = socketPath(dir);
  let queue: Promise<unknown> = Promise.resolve();
  let made = 0;
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    const name = `snapshot-${process.pid}-${++made}`;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      void rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined);
    });
    socket.on('error', () => undefined); // a command that went away; nothing to tell it
    readRequest(socket)
      .then(async (asked) => {
        if (!asked) return void socket.destroy();
        const copy = queue.then(() => copyStill(join(dir, name)));
        queue = copy.catch(() => undefined);
        const answer = await copy.then(
          () => ({ ok: true, folder: name }),
          (e: unknown) => ({ ok: false, error: String((e as Error)?.message ?? e) }),
        );
        // The command closes the connection once it has packed the copy.
        socket.write(`${JSON.stringify(answer)}\n`);
      })
      .catch(() => socket.destroy());
  });
  try {
    await listen(server, where.path);
    chmodSync(where.path, 0o600);
  } catch (e) {
    where.release();
    throw e;
  }
  server.unref(); // the channel must not keep the process alive
  return async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A command still packing a copy loses it (its files are removed now, the process may exit next), and says so.
    for (const s of open) s.destroy();
    for (const name of readdirSync(dir)) if (SNAPSHOT.test(name)) rmSync(join(dir, name), { recursive: true, force: true });
    await closed;
    where.release();
  };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Reads one line (at most MAX_LINE bytes); null when the connection ends first. */
function readLine(socket: Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let line = '';
    const onData = (d: Buffer) => {
      line += d.toString('utf8');
      const nl = line.indexOf('\n');
      if (nl >= 0 || line.length > MAX_LINE) {
        socket.off('data', onData);
        resolve(nl >= 0 ? line.slice(0, nl + 1) : null);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => resolve(null));
  });
}

/** Whether the command asked for a copy in the one protocol this server speaks. */
const readRequest = async (socket: Socket) => (await readLine(socket)) === REQUEST;

/**
 * Asks the server holding `dataDir` for a still copy of its database and runs `use` on the copy's
 * folder; the server removes the copy when this returns (the connection closes).
 */
export async function withStillCopy<T>(dataDir: string, use: (folder: string) => Promise<T>): Promise<T> {
  const didNotAnswer = (why: string) => new BackupError(BACKUP_MSG.serverDidNotAnswer(dataDir, why));
  let where: ReturnType<typeof socketPath>;
  try {
    where = socketPath(controlDir(dataDir));
  } catch (e) {
    throw didNotAnswer((e as NodeJS.ErrnoException).code ?? String(e));
  }
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = createConnection(where.path, () => resolve(s));
    s.once('error', (e: NodeJS.ErrnoException) => reject(didNotAnswer(e.code ?? e.message)));
  }).finally(() => where.release());
  try {
    socket.on('error', () => undefined); // a server gone: the answer is missing, or the copy's files
    socket.write(REQUEST);
    const line = await readLine(socket);
    if (line === null) throw didNotAnswer('conexiune închisă');
    const answer = parseAnswer(line);
    if (!answer.ok || !SNAPSHOT.test(answer.folder ?? '')) throw didNotAnswer(answer.error ?? line.trim());
    let closed = false;
    socket.once('close', () => (closed = true));
    try {
      return await use(join(controlDir(dataDir), answer.folder!));
    } catch (e) {
      // The server stopped meanwhile and removed the copy being read.
      if (closed && !(e instanceof BackupError)) throw new BackupError(BACKUP_MSG.serverStopped(dataDir));
      throw e;
    }
  } finally {
    socket.destroy();
  }
}

function parseAnswer(line: string): { ok: boolean; folder?: string; error?: string } {
  try {
    return JSON.parse(line) as { ok: boolean; folder?: string; error?: string };
  } catch {
    return { ok: false, error: line.trim() };
  }
}

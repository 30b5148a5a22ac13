import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// An acknowledged write survives a power cut only if PostgreSQL's fsync reaches the disk (#38,
// point 3). PGlite starts PostgreSQL with -F (fsync off), and on Node its data folder is
// Emscripten's NODEFS, which would not pass an fsync on anyway (PGlite 0.5.16, dist/pglite.js):
//   - fsync(fd) becomes `_fd_sync`, which calls the stream's `stream_ops.fsync`: NODEFS has none,
//     so it returns at once having done nothing;
//   - fdatasync(fd) becomes `___syscall_fdatasync`, which only checks that the descriptor exists;
//   - PostgreSQL's default wal_sync_method on Linux is fdatasync.
// So this file system is PGlite's NodeFS with the one operation added: `fsync` of a stream is
// fs.fsyncSync of the descriptor NODEFS opened for it (an error goes back to PostgreSQL as its
// errno, and PostgreSQL stops rather than go on with a write it cannot vouch for). With fsync on
// and wal_sync_method=fsync (pglite-memory.ts, durableStartParams) a COMMIT returns once its WAL is
// on the disk, and a checkpoint once the data files are: PostgreSQL's own guarantees, as on a server.
// server/db/pglite-durability.test.ts watches fs.fsyncSync during a booking's COMMIT.

/** The part of Emscripten's NODEFS this file touches: a stream holds the real descriptor in `nfd`. */
interface NodeFsOps {
  stream_ops: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation<T>(f: () => T): T;
}

type InitOpts = Parameters<NodeFS['init']>[1];

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: InitOpts) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const addFsync = (mod: unknown) => {
      const nodefs = (mod as { NODEFS?: NodeFsOps }).NODEFS;
      if (!nodefs) throw new Error('PGlite: no NODEFS in its module; the embedded database cannot be made durable');
      // Every NODEFS node shares this one object, the mount's root included.
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd!));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}

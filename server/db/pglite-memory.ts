import { PGlite } from '@electric-sql/pglite';

// PGlite runs PostgreSQL inside this process, in a WebAssembly heap that never gives memory
// back: whatever the database touches once stays in the server's RSS until it stops (#24).
// PostgreSQL's defaults are sized for a server of its own; these fit the embedded office.
export const PGLITE_SETTINGS = {
  // The page cache. PostgreSQL's shared memory is zeroed when it is allocated at start (Emscripten's
  // mmap), so all of it is resident from the first second: with the default 128MB the idle server
  // held ~150 MB of WASM heap, with 16MB ~30 MB. The pages a 300-person office's map reads fit in
  // it, and a page that does not is read from the OS's file cache: the map read measured no slower.
  shared_buffers: '16MB',
  // CREATE INDEX (migrations at start-up) and VACUUM may use this much at once, and the heap
  // keeps it: the default 64MB would stay resident after a migration on a large table.
  maintenance_work_mem: '16MB',
} as const;

const asArgs = () => Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/**
 * On a data folder, a COMMIT returns once its WAL is on the disk (#38, point 3): PGlite's -F (fsync
 * off) goes, and the WAL is flushed with fsync(), the one call its file system passes on to the OS
 * (pglite-durable.ts; fdatasync, PostgreSQL's default on Linux, does nothing there).
 */
const DURABLE = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/**
 * PGlite's own start parameters (single-user mode, parallel workers off...) and ours after them. A
 * database in memory (the tests' copies of a template) has no disk to reach and keeps -F.
 */
export const pgliteStartParams = (onDisk: boolean): string[] =>
  onDisk ? [...PGlite.defaultStartParams.filter((p) => p !== '-F'), ...asArgs(), ...DURABLE] : [...PGlite.defaultStartParams, ...asArgs()];

/**
 * initdb's, on an empty folder: its PostgreSQL runs with them too (the first start's peak ~50 MB
 * lower), and they are written into the folder's postgresql.conf for any other tool that opens it.
 */
export const pgliteInitDbParams = (): string[] => asArgs();

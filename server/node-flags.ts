// The V8 flags a server process starts with, by its database. Flags can only be given when node
// starts, so `npm start` / `npm run serve` go through server/serve.ts, which picks them, and the
// bench's server children take the same (bench/http/server-process.ts).
//
// On PGlite the database runs inside the process, and past PGlite's own settings
// (server/db/pglite-memory.ts) the JavaScript heap's growth under load stood between the server
// and #24's 300 MB: the bench's 300-person office at 16 connections peaked at ~410 MB, of which
// the V8 heap ~165 MB with ~60-70 MB live, the rest garbage V8 let the heap grow for. With these
// flags it peaked at ~270 MB, and the map read measured no slower (its CPU goes to the database).
// On PostgreSQL they cost the 64-connection reads 30-40 % of their req/s: see POSTGRES_NODE_FLAGS.
export const PGLITE_NODE_FLAGS = [
  // The young generation: two semi-spaces of up to 16 MB each by default, both resident once grown.
  '--max-semi-space-size=2',
  // After a full collection the old generation may grow to 1.3 × what survived, instead of up to
  // 4 × as V8's speed heuristics allow: more frequent full collections, no hard limit.
  '--heap-growing-percent=30',
];

/**
 * On PostgreSQL (issue #43, point 5): under 6,000 reads a second ~55 MB stayed live after each full
 * collection, and V8 let the old generation grow to ~235 MB between two of them (4 × what survived,
 * its most when collecting is cheap), beside two semi-spaces of 16 MB: 390-410 MB resident. Up to
 * 2.5 × and semi-spaces of 8 MB: 277-286 MB, and the yardstick and the status card read within the
 * machine's noise of no flags (-0.2 % over alternating runs; docs/bench.md, 2026-12-01). 1.3 × cost
 * 7-21 %, a hard limit on the old generation (192 MB) 9 %.
 */
export const POSTGRES_NODE_FLAGS = ['--heap-growing-percent=150', '--max-semi-space-size=8'];

/** The flags of a server started with this environment (DATABASE_URL set: PostgreSQL, else PGlite). */
export const serverNodeFlags = (env: NodeJS.ProcessEnv): string[] => (env.DATABASE_URL ? POSTGRES_NODE_FLAGS : PGLITE_NODE_FLAGS);

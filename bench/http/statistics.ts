import { addMonths, bucharestDay } from '../../domain/time.js';
import { TYPE } from '../../domain/tower/engine.js';
import { createSession } from '../../server/identity/sessions-service.js';
import { openPostgres, type Queryable } from '../../server/db/connection.js';
import { chartPagesMeasure } from './chart-pages.js';
import { rssMb, sampleRss, type ServerProcess } from './server-process.js';
import type { Row, Target } from './summary.js';

// The statistics of decisions §10 at the company's size (issue #13), against one server of the
// PostgreSQL profile, one request at a time: the tables are read by one administrator or
// manager, not by a crowd. Each table is timed as the median of REPEATS requests after one
// warm-up request; each export is read to its end as a stream (never held whole here), timed,
// with the server's RSS sampled from before it starts to its last byte.

/** Requests timed per table, after one warm-up request. */
export const REPEATS = 5;

/** Rows a page of the reservations table asks for. */
const PAGE = 100;

/** Live desk reservations of Rezervari.csv at scale 1 (issue #24; fewer in proportion at a smaller scale): the set-up books earlier desks up to it. */
export const EXPORT_ROWS = 1_000_000;
/** Issue #24's pace for Rezervari.csv: a million rows in 10 s. */
const CSV_ROWS_PER_S = 100_000;
/** Issue #13's pace for the tower's workbook: 100,000 rows in ≤ 10 s. */
const XLSX_ROWS_PER_S = 10_000;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** How many line feeds a chunk holds (CRLF lines: one each). */
export function countNewlines(chunk: Uint8Array): number {
  const b = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let n = 0;
  for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) n++;
  return n;
}

/** The last `keep` bytes of what has been read so far, given the next chunk. */
export function tailOf(tail: Uint8Array, chunk: Uint8Array, keep = 64): Uint8Array {
  if (chunk.byteLength >= keep) return chunk.slice(chunk.byteLength - keep);
  const both = new Uint8Array(tail.byteLength + chunk.byteLength);
  both.set(tail);
  both.set(chunk, tail.byteLength);
  return both.slice(Math.max(0, both.byteLength - keep));
}

/**
 * Whether a file ends as a whole zip (an .xlsx) does: with the end of central directory record,
 * 22 bytes that start PK\x05\x06 (no archive comment). A workbook cut short does not.
 */
export function endsAsZip(tail: Uint8Array): boolean {
  const at = tail.byteLength - 22;
  return at >= 0 && tail[at] === 0x50 && tail[at + 1] === 0x4b && tail[at + 2] === 0x05 && tail[at + 3] === 0x06;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

interface Who {
  token: string;
  username: string;
  managerOf: string[];
}

/** A session created in the database (no login, no throttling) for the first valid user the condition finds. */
export async function sessionOf(db: Queryable, where: string, now: Date): Promise<Who> {
  const { rows } = await db.query<{ uuid: string; username: string; manager_of: string[] }>(
    `SELECT uuid, username, manager_of FROM users WHERE valid AND ${where} ORDER BY username LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`statistics: no user where ${where}`);
  return { token: await createSession(db, rows[0].uuid, now, 60), username: rows[0].username, managerOf: rows[0].manager_of };
}

async function getJson<T>(server: ServerProcess, token: string, path: string): Promise<{ ms: number; payload: T }> {
  const t = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - t;
  const body = JSON.parse(text) as { err: number; message?: string; payload: T };
  if (!res.ok || body.err !== 0) throw new Error(`GET ${path}: ${res.status} ${body.message ?? ''}`);
  return { ms, payload: body.payload };
}

/** One warm-up request, then REPEATS timed one after another: their median, each time, and the last answer. */
export async function medianOf<T>(server: ServerProcess, token: string, path: string): Promise<{ ms: number; each: number[]; payload: T }> {
  await getJson<T>(server, token, path);
  const each: number[] = [];
  let payload!: T;
  for (let i = 0; i < REPEATS; i++) {
    const r = await getJson<T>(server, token, path);
    each.push(r.ms);
    payload = r.payload;
  }
  return { ms: median(each), each, payload };
}

const times = (each: number[]) => each.map((v) => Math.round(v)).join(', ');

/**
 * An export read to its end, chunk by chunk: its time (from the request to the last byte), its
 * bytes, and the server's RSS before it and at the highest sample meanwhile.
 */
async function download(
  server: ServerProcess,
  token: string,
  path: string,
  onChunk: (chunk: Uint8Array) => void,
): Promise<{ ms: number; bytes: number; beforeMb: number; growthMb: number }> {
  const beforeMb = (await rssMb(server.pid)) ?? 0;
  const stop = sampleRss([server.pid]);
  const t = performance.now();
  let bytes = 0;
  let ms = 0;
  let peak: number | undefined;
  try {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    const reader = res.body.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      bytes += r.value.byteLength;
      onChunk(r.value);
    }
    ms = performance.now() - t;
  } finally {
    peak = await stop();
  }
  return { ms, bytes, beforeMb, growthMb: Math.max(0, (peak ?? beforeMb) - beforeMb) };
}

/**
 * The statistics measures (issue #13) on a server of the loaded company, `start` being the
 * servers' clock: the groups table of a year, a manager's table, pages of the reservations
 * table at three offsets, and the two large exports (every live desk reservation as CSV, every
 * tower request as XLSX). `env` is the servers' (DATABASE_URL: the sessions and the expected
 * row counts are read from the database directly).
 */
export async function statisticsMeasures(
  profile: string,
  server: ServerProcess,
  env: Record<string, string>,
  start: Date,
  log: (line: string) => void,
): Promise<Row[]> {
  if (!env.DATABASE_URL) throw new Error('statistics: the measures need the PostgreSQL profile (DATABASE_URL)');
  const db = await openPostgres(env.DATABASE_URL, 2);
  const rows: Row[] = [];
  const timed = (what: string, ms: number, target?: Target) =>
    rows.push({ kind: 'timed', profile, what: `statistics: ${what}`, ms, ...(target && { target }) });
  const memory = (what: string, mb: number, target: Target) =>
    rows.push({ kind: 'memory', profile, what: `statistics: ${what}`, mb, target });
  try {
    const today = bucharestDay(start);
    const admin = await sessionOf(db, "username = 'co-00000'", start);
    const manager = await sessionOf(db, "username LIKE 'co-%' AND role = 'manager' AND cardinality(manager_of) > 0", start);

    // 1. The table per group over a year.
    const yearAgo = addMonths(today, -12);
    const groups = await medianOf<unknown[]>(server, admin.token, `/api/statistics/groups?from=${yearAgo}&to=${today}`);
    log(
      `  statistics: groups table ${yearAgo}..${today} (${groups.payload.length} groups): median ${Math.round(groups.ms)} ms of ${times(groups.each)} (target ≤ 200 ms)`,
    );
    timed(
      `groups table of a year GET /api/statistics/groups?from=${yearAgo}&to=${today} (${groups.payload.length} groups), median of ${REPEATS}`,
      groups.ms,
    );

    // 2. A department manager's table over the default range (2021-02-08 to today).
    const mine = await medianOf<unknown[]>(server, manager.token, '/api/statistics/manager');
    const of = `${manager.username} of ${manager.managerOf.join(', ')}, ${mine.payload.length} people`;
    log(`  statistics: manager's table (${of}): median ${Math.round(mine.ms)} ms of ${times(mine.each)} (target ≤ 100 ms)`);
    timed(`a manager's table GET /api/statistics/manager (${of}), median of ${REPEATS}`, mine.ms);

    // 3. Pages of the reservations table (default range), at the start, the middle and the end.
    const first = await getJson<{ total: number }>(server, admin.token, `/api/statistics/reservations?limit=${PAGE}`);
    const total = first.payload.total;
    const offsets = [...new Set([0, Math.floor(total / 2), Math.max(0, total - PAGE)])];
    const pages: { offset: number; ms: number }[] = [];
    for (const offset of offsets) {
      const page = await medianOf<{ rows: unknown[] }>(server, admin.token, `/api/statistics/reservations?offset=${offset}&limit=${PAGE}`);
      const expected = Math.min(PAGE, total - offset);
      if (page.payload.rows.length !== expected)
        throw new Error(`GET /api/statistics/reservations?offset=${offset}: ${page.payload.rows.length} rows, not ${expected}`);
      log(
        `  statistics: reservations page at offset ${int(offset)} of ${int(total)}: median ${Math.round(page.ms)} ms of ${times(page.each)} (target ≤ 100 ms)`,
      );
      pages.push({ offset, ms: page.ms });
    }
    const worst = Math.max(...pages.map((p) => p.ms));
    timed(
      `a page of ${PAGE} GET /api/statistics/reservations at offset ${offsets.map(int).join(' / ')} of ${int(total)}, the worst median of ${REPEATS}`,
      worst,
    );

    // 4. Rezervari.csv of every live desk reservation: its lines counted as they arrive.
    const desk = (
      await db.query<{ from: string; to: string; n: number }>(
        "SELECT min(day) AS from, max(day) AS to, count(*)::int AS n FROM desk_reservations WHERE status <> 'cancelled'",
      )
    ).rows[0];
    let lines = 0;
    const csv = await download(
      server,
      admin.token,
      `/api/statistics/reservations/export?from=${desk.from}&to=${desk.to}`,
      (c) => (lines += countNewlines(c)),
    );
    const csvRows = Math.max(0, lines - 1); // the header line
    const csvShort = csvRows === desk.n ? '' : ` (the database holds ${int(desk.n)}: the file is not whole)`;
    const csvPace = csvRows / (csv.ms / 1000);
    log(
      `  statistics: Rezervari.csv ${desk.from}..${desk.to}: ${int(csvRows)} rows${csvShort}, ${mb(csv.bytes)} MB in ${(csv.ms / 1000).toFixed(1)} s ` +
        `(${int(csvPace)} rows/s, a million in ${(1e6 / csvPace).toFixed(1)} s; target ≥ ${int(CSV_ROWS_PER_S)} rows/s), RSS ${int(csv.beforeMb)} MB + ${int(csv.growthMb)} MB (target ≤ 200 MB)`,
    );
    timed(
      `Rezervari.csv export GET /api/statistics/reservations/export, ${int(csvRows)} rows${csvShort}, ${mb(csv.bytes)} MB, ${int(csvPace)} rows/s`,
      csv.ms,
      { text: `≥ ${int(CSV_ROWS_PER_S)} rows/s`, met: !csvShort && csvPace >= CSV_ROWS_PER_S },
    );
    memory(`RSS growth of the server during the Rezervari.csv export (from ${int(csv.beforeMb)} MB)`, csv.growthMb, {
      text: '≤ 200 MB',
      met: csv.growthMb <= 200,
    });

    // 5. The tower's Rezervari.xlsx over every day that has a request.
    const range = (
      await db.query<{ from: string; to: string }>(
        'SELECT min(reservation_date) AS from, max(reservation_date) AS to FROM parking_reservations',
      )
    ).rows[0];
    const towerRows = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM parking_reservations p JOIN cars c ON c.id = p.car_id JOIN users u ON u.uuid = p.user_id
          WHERE p.reservation_date BETWEEN $1::date AND $2::date AND p.type <> $3`,
        [range.from, range.to, TYPE.cancelled],
      )
    ).rows[0].n;
    let tail: Uint8Array = new Uint8Array(0);
    const xlsx = await download(
      server,
      admin.token,
      `/api/statistics/tower/reservations/export?from=${range.from}&to=${range.to}`,
      (c) => (tail = tailOf(tail, c)),
    );
    const xlsxShort = endsAsZip(tail) ? '' : ' (the workbook is cut short)';
    const xlsxPace = towerRows / (xlsx.ms / 1000);
    log(
      `  statistics: tower Rezervari.xlsx ${range.from}..${range.to}: ${int(towerRows)} rows${xlsxShort}, ${mb(xlsx.bytes)} MB in ${(xlsx.ms / 1000).toFixed(1)} s ` +
        `(${int(xlsxPace)} rows/s; target 100,000 in ≤ 10 s), RSS ${int(xlsx.beforeMb)} MB + ${int(xlsx.growthMb)} MB (target ≤ 100 MB)`,
    );
    timed(
      `tower Rezervari.xlsx export GET /api/statistics/tower/reservations/export, ${int(towerRows)} rows${xlsxShort}, ${mb(xlsx.bytes)} MB, ${int(xlsxPace)} rows/s`,
      xlsx.ms,
      { text: '100,000 rows in ≤ 10 s', met: !xlsxShort && xlsxPace >= XLSX_ROWS_PER_S },
    );
    memory(`RSS growth of the server during the tower Rezervari.xlsx export (from ${int(xlsx.beforeMb)} MB)`, xlsx.growthMb, {
      text: '≤ 100 MB',
      met: xlsx.growthMb <= 100,
    });

    // 6. The pages of charts, in Chromium.
    rows.push(...(await chartPagesMeasure(profile, server, admin.token, log)));
  } finally {
    await db.close();
  }
  return rows;
}

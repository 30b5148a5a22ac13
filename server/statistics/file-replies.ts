import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLines, csvRow } from '../../domain/csv.js';
import { stripControlChars } from '../../domain/text/control-chars.js';
import { formatDay } from '../../domain/time.js';
import { backlogFull, sheetBacklog } from './sheet-backlog.js';

// The exports of decisions §10 stream: rows are read in keyset batches, the next one while the
// client takes the previous (never further ahead), so the range changes the time, not the
// server's memory. The first batch is read before the answer starts: a refusal or a failure up to
// there is still the JSON envelope; after it, a failure can only cut the file short.

/** Rows are read this many at a time. */
export const EXPORT_BATCH = 2000;
/**
 * A workbook's rows, fewer: one takes ~20 µs to write (a CSV line ~1 µs), and a batch held that
 * long outlives V8's young generation, so that its rows grow the old one (the heap, by ~50 MB
 * more than with half as many).
 */
export const WORKBOOK_BATCH = 1000;

export type Cell = string | number | null;
export interface Column<R> {
  /** The Romanian title of the header row. */
  title: string;
  value: (r: R) => Cell;
  /** A calendar day YYYY-MM-DD: DD.MM.YYYY in a CSV, a date cell in a workbook. */
  day?: boolean;
  width?: number;
}

/**
 * Reads batches one after another: `read(after)` gives the rows that follow `after` in the
 * table's order; the next key is the last row's. A short batch is the last. The next batch is
 * asked for as soon as one arrives, so the database reads it while this one is written out (at
 * most two batches in memory). A batch is the consumer's once yielded: nothing here reads it
 * again, so the consumer may empty it as it goes.
 */
export async function* keysetBatches<R, K>(
  read: (after: K) => Promise<R[]>,
  first: K,
  keyOf: (r: R) => K,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  // A read ahead may fail while the consumer still holds the batch before it (it is thrown when
  // awaited) or after the consumer has stopped (nobody hears it): never an unhandled rejection.
  const ask = (after: K) => {
    const rows = read(after);
    rows.catch(() => undefined);
    return rows;
  };
  let next: Promise<R[]> | undefined = ask(first);
  while (next) {
    const rows: R[] = await next;
    // The next key is taken before the batch is handed over (the consumer may empty it).
    const after = rows.length < size ? undefined : { key: keyOf(rows[rows.length - 1]) };
    next = after && ask(after.key);
    if (rows.length > 0) yield rows;
  }
}

/**
 * Each batch's rows through `fn` (row → API shape). The batch read is emptied once mapped: its
 * rows do not stay in memory beside their mapped ones while those are written out.
 */
export async function* mapBatches<R, T>(batches: AsyncIterable<R[]>, fn: (r: R) => T): AsyncGenerator<T[]> {
  for await (const rows of batches) {
    const mapped = rows.map(fn);
    rows.length = 0;
    yield mapped;
  }
}

/** Rows already in memory (a short table: the occupancy's days) as the one batch of an export. */
export async function* oneBatch<R>(rows: R[]): AsyncGenerator<R[]> {
  if (rows.length > 0) yield rows;
}

/** The batches with the first one already read (a failure there is thrown here, before any byte is sent). */
async function primed<R>(batches: AsyncIterable<R[]>): Promise<AsyncIterable<R[]>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    } finally {
      await it.return?.(); // the client went away: read no further
    }
  })();
}

/** A day column's DD.MM.YYYY, kept for the next row: an export in day order formats each day once. */
function dayText<R>(value: (r: R) => Cell): (r: R) => Cell {
  let day: Cell = null;
  let text: Cell = null;
  return (r) => {
    const v = value(r);
    if (v !== day) [day, text] = [v, typeof v === 'string' ? formatDay(v) : v];
    return text;
  };
}

const attachment = (reply: FastifyReply, type: string, filename: string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');

/** A CSV file: UTF-8 with a BOM, a header row, comma-separated, formulas neutralized (domain/csv.ts). */
export async function sendCsv<R>(
  reply: FastifyReply,
  filename: string,
  columns: Column<R>[],
  batches: AsyncIterable<R[]>,
): Promise<FastifyReply> {
  const body = await primed(batches);
  const lines = csvLines(columns.map((c) => (c.day ? dayText(c.value) : c.value)));
  async function* text() {
    yield CSV_BOM + csvRow(columns.map((c) => c.title));
    for await (const rows of body) yield lines(rows);
  }
  // Readable.from asks the generator for the next batch only when the reply has room for it.
  return attachment(reply, 'text/csv; charset=utf-8', filename).send(Readable.from(text(), { objectMode: false }));
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx workbook of one sheet, written by exceljs's streaming writer straight into the reply. */
export async function sendXlsx<R>(
  reply: FastifyReply,
  filename: string,
  sheet: string,
  columns: Column<R>[],
  batches: AsyncIterable<R[]>,
): Promise<FastifyReply> {
  const body = await primed(batches);
  const out = new PassThrough();
  attachment(reply, XLSX_TYPE, filename).send(out);
  writeWorkbook(out, sheet, columns, body).catch((err: unknown) => {
    reply.log.error({ err }, 'xlsx export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply;
}

async function writeWorkbook<R>(out: PassThrough, sheet: string, columns: Column<R>[], body: AsyncIterable<R[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = workbook.addWorksheet(sheet);
  ws.columns = columns.map((c, i) => ({
    header: c.title,
    key: String(i),
    width: c.width ?? 16,
    ...(c.day ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
  }));
  const cell = (c: Column<R>, r: R) => {
    const v = c.value(r);
    // A string is always a text cell in exceljs (a formula only from {formula}): written as it is (decisions §10),
    // but for its control characters (issue #38, point 7: exceljs drops C0 and DEL, not C1).
    if (typeof v !== 'string') return v;
    return c.day ? new Date(`${v}T00:00:00Z`) : stripControlChars(v);
  };
  for await (const rows of body) {
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      // Let go of each row once written (see WORKBOOK_BATCH).
      (rows as (R | undefined)[])[i] = undefined;
      ws.addRow(columns.map((c) => cell(c, r))).commit();
    }
    // The zip is written as the client reads: wait while the sheet's XML waits for the zip or the
    // reply is full (a batch's XML at most in memory), stop if the reply is gone.
    if (!(await roomIn(out, sheetBacklog(ws)))) return;
  }
  ws.commit();
  await workbook.commit();
}

/** Lets the zip writer run, then waits until it has taken the sheet's XML and `out` has room; false once `out` is closed. */
async function roomIn(out: Writable, backlog: ReturnType<typeof sheetBacklog>): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    if (out.destroyed) return false;
    const waitFor = backlogFull(backlog) ? backlog : out.writableNeedDrain ? out : undefined;
    if (!waitFor) return true;
    await new Promise<void>((resolve) => {
      const done = () => {
        waitFor.off('drain', done);
        out.off('close', done);
        resolve();
      };
      waitFor.on('drain', done);
      out.on('close', done);
    });
  }
}

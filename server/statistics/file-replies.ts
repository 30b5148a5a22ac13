import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvRow } from '../../domain/csv.js';
import { formatDay } from '../../domain/time.js';

// The exports of decisions §10 stream: rows are read in keyset batches, each one only when the
// client has taken the previous, so the range changes the time, not the server's memory. The
// first batch is read before the answer starts: a refusal or a failure up to there is still the
// JSON envelope; after it, a failure can only cut the file short.

/** Rows are read this many at a time. */
export const EXPORT_BATCH = 2000;

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
 * table's order; the next key is the last row's. A short batch is the last.
 */
export async function* keysetBatches<R, K>(
  read: (after: K) => Promise<R[]>,
  first: K,
  keyOf: (r: R) => K,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  let after = first;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** Each batch's rows through `fn` (row → API shape). */
export async function* mapBatches<R, T>(batches: AsyncIterable<R[]>, fn: (r: R) => T): AsyncGenerator<T[]> {
  for await (const rows of batches) yield rows.map(fn);
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
  const cell = (c: Column<R>, r: R) => {
    const v = c.value(r);
    return c.day && typeof v === 'string' ? formatDay(v) : v;
  };
  async function* text() {
    yield CSV_BOM + csvRow(columns.map((c) => c.title));
    for await (const rows of body) yield rows.map((r) => csvRow(columns.map((c) => cell(c, r)))).join('');
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
    // A string is always a text cell in exceljs (a formula only from {formula}): written as it is (decisions §10).
    if (typeof v !== 'string') return v;
    return c.day ? new Date(`${v}T00:00:00Z`) : v;
  };
  for await (const rows of body) {
    for (const r of rows) ws.addRow(columns.map((c) => cell(c, r))).commit();
    // The zip is written as the client reads: wait while the reply is full, stop if it is gone.
    if (!(await roomIn(out))) return;
  }
  ws.commit();
  await workbook.commit();
}

/** Lets the zip writer run, then waits until `out` has room; false once it is closed. */
async function roomIn(out: Writable): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  while (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  return !out.destroyed;
}

import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Papa from 'papaparse';
import { UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { AppError, badRequest } from '../errors.js';
import type { TableRow } from './table.js';
import { TooManyStrings, xlsxRows } from './xlsx.js';
import { PartTooLarge } from './zip.js';

// The readers of an uploaded list, run in a parse child only (multipart.ts sends them the file
// through parse-in-child.ts, #38): exceljs's reader never loads on the request's thread.

export { UPLOAD_MSG };

/** A parse child's job: a tower list by its header's names, or an office list's .csv by position. */
export type TableJob =
  | { kind: 'table'; filename: string | undefined; data: Uint8Array; required: string[]; maxRows: number }
  | { kind: 'cells'; filename: string | undefined; data: Uint8Array; maxRows: number };

/** What parse-worker.ts runs: the job's rows, or its refusal. */
export async function parse(job: TableJob): Promise<TableRow[] | string[][]> {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  return job.kind === 'table' ? readTable(job.filename, data, job.required, job.maxRows) : readCsvCells(job.filename, data, job.maxRows);
}

const PIECE = 16 * 1024;
const key = (h: unknown) =>
  String(h ?? '')
    .trim()
    .toLowerCase();
const refuse = (k: 'type' | 'empty' | 'xlsxTooLarge' | 'xlsxTooManyStrings') => badRequest(UPLOAD_MSG[k], UPLOAD_REASON[k]);

/**
 * Reads the first sheet of an .xlsx or a .csv (comma or semicolon) into rows keyed by lower-cased header.
 * Stops at the first row past `maxRows` (the route's limit), so that a long file is refused without being
 * read whole. It runs in a parse child (multipart.ts), so other users never wait on it.
 * A part sent with a content type but no filename reaches here without one: that is a wrong file type, a 400.
 */
export async function readTable(filename: string | undefined, data: Buffer, required: string[], maxRows: number): Promise<TableRow[]> {
  const lower = typeof filename === 'string' ? filename.toLowerCase() : '';
  const rows: TableRow[] = [];
  const add = (r: TableRow) => {
    if (rows.length === 0 && required.some((c) => !(c.toLowerCase() in r)))
      throw badRequest(UPLOAD_MSG.format(required), UPLOAD_REASON.format);
    if (rows.length === maxRows) throw badRequest(UPLOAD_MSG.tooManyRows(maxRows), UPLOAD_REASON.tooManyRows);
    rows.push(r);
  };
  const keyed = (r: Record<string, string>) => add(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v ?? '').trim()])));
  if (lower.endsWith('.csv')) await readCsv(data, { header: true, transformHeader: key }, keyed);
  else if (lower.endsWith('.xlsx')) await readXlsx(data, add);
  else throw refuse('type');
  if (rows.length === 0) throw refuse('empty');
  return rows;
}

/**
 * The rows of a flexible-office list as written, the first one included, each cell trimmed and empty
 * rows left out: the office's lists are .csv only (flex-office §5), comma or semicolon as the browser's
 * preview reads them (web/src/lib/read-sheet.ts), and their columns go by position, so that their own
 * rules (domain/attendance-list.ts, domain/users-csv.ts) decide what the first row is. At most `maxRows`
 * rows after the first, as readTable counts them.
 */
export async function readCsvCells(filename: string | undefined, data: Buffer, maxRows: number): Promise<string[][]> {
  if (!(typeof filename === 'string' && filename.toLowerCase().endsWith('.csv'))) throw badRequest(UPLOAD_MSG.csvOnly, UPLOAD_REASON.type);
  const rows: string[][] = [];
  await readCsv<string[]>(data, { header: false, delimitersToGuess: [',', ';'] }, (r) => {
    if (rows.length === maxRows + 1) throw badRequest(UPLOAD_MSG.tooManyRows(maxRows), UPLOAD_REASON.tooManyRows);
    rows.push(r.map((c) => String(c ?? '').trim()));
  });
  if (rows.length === 0) throw refuse('empty');
  return rows;
}

/** The text in 16 KB pieces (some 4,000 short rows: a few milliseconds), a turn of the event loop between them. */
async function* pieces(data: Buffer): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for (let i = 0; i < data.length; i += PIECE) {
    const text = decoder.write(data.subarray(i, i + PIECE));
    yield i === 0 ? text.replace(/^\uFEFF/, '') : text;
    await nextTurn();
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** How a list's .csv is split: by its header's names (the tower's lists) or by position (the office's). */
type CsvShape = Pick<Papa.ParseConfig, 'header' | 'transformHeader' | 'delimitersToGuess'>;

function readCsv<R>(data: Buffer, shape: CsvShape, add: (r: R) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const source = Readable.from(pieces(data));
    Papa.parse<R>(source, {
      ...shape,
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        if (failed) return;
        try {
          add(result.data);
        } catch (e) {
          // Before abort(), which calls complete; the rest of the file is never read.
          failed = true;
          reject(e);
          parser.abort();
          source.destroy();
        }
      },
      complete: () => resolve(),
      error: () => reject(refuse('type')),
    });
  });
}

async function readXlsx(data: Buffer, add: (r: TableRow) => void): Promise<void> {
  const headers: string[] = [];
  try {
    for await (const row of xlsxRows(data, UPLOAD_LIMIT.xlsxPartBytes)) {
      if (row.number === 1) row.eachCell((c, col) => (headers[col] = key(c.text)));
      if (row.number <= 1) continue;
      const r: TableRow = {};
      row.eachCell({ includeEmpty: false }, (c, col) => {
        if (headers[col]) r[headers[col]] = c.value instanceof Date ? c.value : c.text.trim();
      });
      if (Object.values(r).some((v) => v !== '')) add(r);
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (e instanceof PartTooLarge) throw refuse('xlsxTooLarge');
    if (e instanceof TooManyStrings) throw refuse('xlsxTooManyStrings');
    throw refuse('type');
  }
}

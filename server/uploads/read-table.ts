import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { UPLOAD_MSG } from '../../domain/upload-messages.js';
import { badRequest } from '../http/errors.js';

export { UPLOAD_MSG };

export type Cell = string | Date;
export type TableRow = Record<string, Cell>;

const key = (h: unknown) => String(h ?? '').trim().toLowerCase();

/**
 * Reads the first sheet of an .xlsx or a .csv (comma or semicolon) into rows keyed by lower-cased header.
 * A part sent with a content type but no filename reaches here without one: that is a wrong file type, a 400.
 */
export async function readTable(filename: string | undefined, data: Buffer, required: string[]): Promise<TableRow[]> {
  const lower = typeof filename === 'string' ? filename.toLowerCase() : '';
  let rows: TableRow[];
  if (lower.endsWith('.csv')) {
    const parsed = Papa.parse<Record<string, string>>(data.toString('utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: key });
    rows = parsed.data.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v ?? '').trim()])));
  } else if (lower.endsWith('.xlsx')) {
    rows = await readXlsx(data);
  } else {
    throw badRequest(UPLOAD_MSG.type);
  }
  if (rows.length === 0) throw badRequest(UPLOAD_MSG.empty);
  const missing = required.filter((c) => !(c.toLowerCase() in rows[0]));
  if (missing.length) throw badRequest(UPLOAD_MSG.format(required));
  return rows;
}

async function readXlsx(data: Buffer): Promise<TableRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UPLOAD_MSG.type);
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((c, col) => (headers[col] = key(c.text)));
  const rows: TableRow[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const r: TableRow = {};
    row.eachCell({ includeEmpty: false }, (c, col) => {
      if (headers[col]) r[headers[col]] = c.value instanceof Date ? c.value : c.text.trim();
    });
    if (Object.values(r).some((v) => v !== '')) rows.push(r);
  });
  return rows;
}

/** A date cell of an upload as YYYY-MM-DD: spreadsheet dates are calendar days at UTC midnight. */
export function cellDay(v: Cell | undefined, parse: (s: string) => string | null): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  return parse(String(v ?? ''));
}

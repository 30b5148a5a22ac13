import Papa from 'papaparse';
import { translate } from '../i18n/i18n.js';
import { tools } from '../i18n/tools.js';

// Reads an upload in the browser, for the preview shown before anything is sent: the first
// sheet of an .xlsx (exceljs, loaded only when such a file is chosen) or a .csv (comma or
// semicolon). The server reads the same file again and decides; this only shows it.

export interface Sheet {
  /** The first row as written (trimmed). */
  headers: string[];
  /** The other rows, as text; empty rows left out. */
  rows: string[][];
}

export class SheetError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet date is a calendar day at UTC midnight: written dd.mm.yyyy, as the lists type it. */
function cellText(v: unknown, text: string): string {
  if (v instanceof Date && !Number.isNaN(v.getTime())) return `${pad(v.getUTCDate())}.${pad(v.getUTCMonth() + 1)}.${v.getUTCFullYear()}`;
  return text.trim();
}

export function parseCsvText(text: string): Sheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';'] });
  const all = parsed.data.map((r) => r.map((c) => String(c ?? '').trim()));
  const [headers = [], ...rows] = all;
  return { headers, rows: rows.filter((r) => r.some((c) => c !== '')) };
}

async function readXlsx(file: File): Promise<Sheet> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(await file.arrayBuffer());
  } catch {
    throw new SheetError(translate(tools, 'tools.sheet.unreadable'));
  }
  const sheet = wb.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let col = 1; col <= Math.max(width, row.cellCount); col++) {
      const c = row.getCell(col);
      cells.push(cellText(c.value, c.text ?? ''));
    }
    rows.push(cells);
  });
  const [headers = [], ...rest] = rows;
  return { headers, rows: rest.filter((r) => r.some((c) => c !== '')) };
}

/** The file's rows; `accept` lists the extensions allowed (e.g. ['.csv'] or ['.xlsx', '.csv']). */
export async function readSheet(file: File, accept: string[]): Promise<Sheet> {
  const name = file.name.toLowerCase();
  const ext = accept.find((e) => name.endsWith(e));
  if (!ext)
    throw new SheetError(translate(tools, 'tools.sheet.wrongType', { types: accept.join(` ${translate(tools, 'tools.sheet.or')} `) }));
  if (ext === '.xlsx') return readXlsx(file);
  return parseCsvText(await file.text());
}

/** The index of each wanted column in the headers (case and spaces ignored), or the names missing. */
export function columnIndexes<K extends string>(headers: string[], wanted: readonly K[]): { index: Record<K, number>; missing: K[] } {
  const norm = headers.map((h) => h.trim().toLowerCase());
  const index = {} as Record<K, number>;
  const missing: K[] = [];
  for (const w of wanted) {
    const i = norm.indexOf(w.toLowerCase());
    if (i < 0) missing.push(w);
    index[w] = i;
  }
  return { index, missing };
}

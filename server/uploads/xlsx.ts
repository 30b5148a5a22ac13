import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { UPLOAD_LIMIT } from '../../domain/upload-messages.js';
import { openZip, type Zip, type ZipPart } from './zip.js';

// The first sheet of an .xlsx, row by row. The parsing is exceljs's streaming reader (the sheet's
// XML, shared strings, styles for date cells), but its zip layer is ours (zip.ts, over yauzl): exceljs
// would inflate every part without a bound, and write sheets met before the shared strings to temporary
// files. Here only the parts needed are read, in the order needed, each within `partLimit`.

/** The pieces of exceljs 4.4.0's WorkbookReader (lib/stream/xlsx/workbook-reader.js) driven part by part; package.json pins the version. */
interface WorkbookReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(text: AsyncIterable<string>, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/i;

/** Shared strings past UPLOAD_LIMIT's count or characters (#38, point 8). */
export class TooManyStrings extends Error {}

/**
 * Counts the shared strings (`<si>` elements) and the characters of their text (what lies between
 * tags, entities as written) in one pass over the inflated part, before exceljs parses any: 900,000
 * strings in 2.2 MB cost exceljs 6–8 s of CPU and 135 MB. A plain scan, no XML parser: it sees
 * every tag's start, and a `<si` inside a comment or CDATA counts too, which only errs towards refusing.
 */
export async function checkSharedStrings(
  text: AsyncIterable<string>,
  limit: { xlsxSharedStrings: number; xlsxSharedChars: number } = UPLOAD_LIMIT,
): Promise<void> {
  let strings = 0;
  let chars = 0;
  let inTag = false;
  let tail = ''; // a tag's first letters cut off at the end of a chunk
  for await (const chunk of text) {
    const s = tail + chunk;
    let i = 0;
    for (;;) {
      if (inTag) {
        const close = s.indexOf('>', i);
        if (close < 0) break;
        inTag = false;
        i = close + 1;
      } else {
        const open = s.indexOf('<', i);
        chars += (open < 0 ? s.length : open) - i;
        if (open < 0) {
          i = s.length;
          break;
        }
        if (open + 4 > s.length) {
          // Too few letters left to tell `<si>` from `<sheet`: read them with the next chunk.
          tail = s.slice(open);
          i = -1;
          break;
        }
        if (s.startsWith('<si', open) && /[\s>/]/.test(s[open + 3]) && ++strings > limit.xlsxSharedStrings) throw new TooManyStrings();
        inTag = true;
        i = open + 1;
      }
    }
    if (i >= 0) tail = '';
    if (chars > limit.xlsxSharedChars) throw new TooManyStrings();
  }
}

/** The rows of the first sheet in the workbook's order, as exceljs rows (row.number, cells with text and dates). */
export async function* xlsxRows(data: Buffer, partLimit: number): AsyncGenerator<ExcelJS.Row> {
  const zip = await openZip(data, partLimit);
  try {
    yield* rowsOf(zip);
  } finally {
    zip.close();
  }
}

async function* rowsOf({ parts, text }: Zip): AsyncGenerator<ExcelJS.Row> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  const stream = (name: string) => {
    const part = parts.get(name);
    return part ? Readable.from(text(part)) : null;
  };

  const rels = stream('xl/_rels/workbook.xml.rels');
  if (rels) await reader._parseRels(rels);
  const workbook = stream('xl/workbook.xml');
  if (workbook) await reader._parseWorkbook(workbook);
  const styles = stream('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const sharedStrings = parts.get('xl/sharedStrings.xml');
  if (sharedStrings) {
    // Inflated twice (at most 20 MB, zlib on its own threads): counted first, then parsed.
    await checkSharedStrings(text(sharedStrings));
    for await (const _ of reader._parseSharedStrings(Readable.from(text(sharedStrings))));
  }

  const sheet = firstSheet(reader, parts);
  if (!sheet) return;
  const [, sheetNo = '1'] = SHEET.exec(sheet.fileName) ?? [];
  for (const { value } of reader._parseWorksheet(text(sheet), sheetNo)) yield* value;
}

/** The workbook's first sheet (the old full reader's worksheets[0]); else the lowest-numbered sheet part. */
function firstSheet(reader: WorkbookReaderParts, parts: ReadonlyMap<string, ZipPart>): ZipPart | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((r) => r.Id === rId)?.Target;
  const named = target && parts.get(`xl/${target.replace(/^(\s|\/xl\/)+/, '')}`);
  if (named) return named;
  const sheets = [...parts.values()].filter((p) => SHEET.test(p.fileName));
  return sheets.sort((a, b) => Number(SHEET.exec(a.fileName)![1]) - Number(SHEET.exec(b.fileName)![1]))[0];
}

import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
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
  const strings = stream('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));

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

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_REASON } from '../../domain/upload-messages.js';
import { AppError } from '../errors.js';
import { inlineRow, xlsxOf } from '../test/zip.js';
import { readTable } from './read-table.js';
import { xlsxRows } from './xlsx.js';
import { NotAZip, PartTooLarge, openZip } from './zip.js';

// The .xlsx reader of the uploads (issue #20, point 4): the zip's sizes (read by yauzl) are checked
// before anything is inflated and counted while inflating; rows are read one at a time, so a limit
// stops the reading.
const MB = 1024 * 1024;

async function texts(zip: Buffer, limit = 20 * MB): Promise<string[][]> {
  const out: string[][] = [];
  for await (const row of xlsxRows(zip, limit)) {
    const cells: string[] = [];
    row.eachCell((c, col) => (cells[col - 1] = c.text));
    out.push(cells);
  }
  return out;
}

async function refusal(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e.reason;
    throw e;
  }
  return 'accepted';
}

describe('xlsxRows', () => {
  it('reads a sheet written by exceljs, dates as dates, in the order of its rows', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Prima').addRows([
      ['date', 'licensePlate'],
      [new Date(Date.UTC(2027, 2, 5)), 'B 123 ABC'],
      ['06.03.2027', 'CJ01XYZ'],
    ]);
    wb.addWorksheet('A doua').addRow(['altceva']);
    const rows = await readTable('lista.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), ['date', 'licensePlate'], 10);
    expect(rows).toEqual([
      { date: new Date(Date.UTC(2027, 2, 5)), licenseplate: 'B 123 ABC' },
      { date: '06.03.2027', licenseplate: 'CJ01XYZ' },
    ]);
  });

  it('keeps letters whole where the inflated text is cut into chunks', async () => {
    // Two bytes a letter: most chunk boundaries fall inside one (exceljs's own streaming reader garbles some).
    const word = 'ȘțăîâĂÎÂȚș'.repeat(10);
    const rows = Array.from({ length: 3000 }, (_, i) => inlineRow(i + 1, [word, `${i}`]));
    const read = await texts(xlsxOf(rows.join('')));
    expect(read).toHaveLength(3000);
    expect(read.every((r, i) => r[0] === word && r[1] === `${i}`)).toBe(true);
  });

  it('reads a sheet kept without compression, and refuses one over the limit', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => inlineRow(i + 1, ['05.03.2027', `B${i}ABC`])).join('');
    expect(await texts(xlsxOf(rows, { storedSheet: true }))).toEqual(await texts(xlsxOf(rows)));
    await expect(texts(xlsxOf(rows, { storedSheet: true }), 100_000)).rejects.toThrow(PartTooLarge);
    // A stored part is its own bytes: one whose sizes disagree is not a zip we read.
    await expect(texts(xlsxOf(rows, { storedSheet: true, declaredSheetSize: 100 }), 100_000)).rejects.toThrow(NotAZip);
  });

  it('refuses a part that declares more than the limit, before inflating anything', async () => {
    // The sheet's deflated bytes made garbage: inflating any of them would be refused as not a zip.
    const zip = xlsxOf(inlineRow(1, ['date']), { declaredSheetSize: 20 * MB + 1 });
    const local = zip.lastIndexOf('PK\x03\x04', zip.indexOf('xl/worksheets/sheet1.xml'));
    const start = local + 30 + zip.readUInt16LE(local + 26);
    zip.fill(0xff, start, start + zip.readUInt32LE(local + 18));
    await expect(openZip(zip, 20 * MB)).rejects.toThrow(PartTooLarge);
    // The same in zip64's extra field (0xFFFFFFFF in the header).
    await expect(openZip(xlsxOf(inlineRow(1, ['date']), { sheet: { zip64Size: 2 ** 40 } }), 20 * MB)).rejects.toThrow(PartTooLarge);
    expect(await refusal(readTable('mare.xlsx', zip, ['date'], 10))).toBe(UPLOAD_REASON.xlsxTooLarge);
  });

  it('stops inflating at the limit a part that declares less than it holds', async () => {
    // 30 MB of spaces (some 30 KB deflated) declared as 100 bytes, stopped once past them (yauzl's
    // validateEntrySizes), then as exactly the limit, stopped there (and by our count without yauzl's).
    for (const declared of [100, MB]) {
      const zip = await openZip(xlsxOf(Buffer.alloc(30 * MB, ' '), { declaredSheetSize: declared }), MB);
      let seen = 0;
      const read = async () => {
        for await (const text of zip.text(zip.parts.get('xl/worksheets/sheet1.xml')!)) seen += text.length;
      };
      await expect(read()).rejects.toThrow(PartTooLarge);
      expect(seen).toBeLessThanOrEqual(declared);
      zip.close();
    }
  });

  it('refuses as not an .xlsx a truncated zip, an encrypted part, anything not a zip', async () => {
    const good = xlsxOf(inlineRow(1, ['date']) + inlineRow(2, ['05.03.2027']));
    expect(await refusal(readTable('lista.xlsx', good, ['date'], 10))).toBe('accepted');
    const bad = [
      Buffer.from('date\n05.03.2027\n'),
      Buffer.alloc(0),
      good.subarray(0, good.length - 10),
      good.subarray(0, good.length / 2),
      good.subarray(100),
      xlsxOf(inlineRow(1, ['date']), { sheet: { flags: 1 } }),
    ];
    for (const zip of bad) {
      await expect(texts(zip)).rejects.toThrow(NotAZip);
      expect(await refusal(readTable('lista.xlsx', zip, ['date'], 10))).toBe(UPLOAD_REASON.type);
    }
  });

  it('refuses an upload whose sheet inflates past 20 MB', async () => {
    const zip = xlsxOf(Buffer.concat([Buffer.from(inlineRow(1, ['date', 'licensePlate'])), Buffer.alloc(21 * MB, ' ')]), {
      declaredSheetSize: 1000,
    });
    expect(await refusal(readTable('bomba.xlsx', zip, ['date'], 10))).toBe(UPLOAD_REASON.xlsxTooLarge);
  });
});

describe('the row limit is checked while reading', () => {
  const header = inlineRow(1, ['date', 'licensePlate']);
  const body = (n: number) => Array.from({ length: n }, (_, i) => inlineRow(i + 2, ['05.03.2027', `B${i}ABC`])).join('');

  it('an .xlsx stops at the first row past the limit: what follows is never read', async () => {
    // Broken XML after row 11 (and far enough to be in a later chunk): reading the whole sheet would fail on it.
    const zip = xlsxOf(header + body(11) + ' '.repeat(MB) + '<row r="13"><c r="A13" t="inlineStr"><is><t>x</t></i');
    expect(await refusal(readTable('lista.xlsx', zip, ['date'], 20))).toBe(UPLOAD_REASON.type);
    expect(await refusal(readTable('lista.xlsx', zip, ['date'], 10))).toBe(UPLOAD_REASON.tooManyRows);
    expect(await refusal(readTable('lista.xlsx', xlsxOf(header + body(10)), ['date'], 10))).toBe('accepted');
  });

  it('a .csv of a million rows is refused at the limit', async () => {
    const csv = Buffer.from('date,licensePlate\n' + 'a,b\n'.repeat(1_000_000));
    expect(await refusal(readTable('lista.csv', csv, ['date'], 5000))).toBe(UPLOAD_REASON.tooManyRows);
    // Blank lines do not count: exactly the limit is taken.
    const atLimit = Buffer.from('date,licensePlate\n' + 'a,b\n\n , \n'.repeat(5000));
    expect((await readTable('lista.csv', atLimit, ['date'], 5000)).length).toBe(5000);
  });
});

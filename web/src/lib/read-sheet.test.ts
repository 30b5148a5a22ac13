import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnIndexes, parseCsvText, readSheet, SheetError } from './read-sheet.js';

describe('readSheet', () => {
  it('reads a comma or semicolon CSV, without its BOM and empty rows', () => {
    expect(parseCsvText('\uFEFFnume,email\r\nAna, ana@x.ro \r\n,\r\n')).toEqual({
      headers: ['nume', 'email'],
      rows: [['Ana', 'ana@x.ro']],
    });
    expect(parseCsvText('Data;Email\n01.03.2027;a@x.ro\n')).toEqual({ headers: ['Data', 'Email'], rows: [['01.03.2027', 'a@x.ro']] });
  });

  it('reads the first sheet of an .xlsx, dates as dd.mm.yyyy', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Lista');
    ws.addRow(['Numar', 'Data']);
    ws.addRow(['B-123-ABC', new Date(Date.UTC(2027, 2, 1))]);
    ws.addRow([]);
    const buf = await wb.xlsx.writeBuffer();
    const sheet = await readSheet(new File([buf], 'prezenta.XLSX'), ['.xlsx', '.csv']);
    expect(sheet).toEqual({ headers: ['Numar', 'Data'], rows: [['B-123-ABC', '01.03.2027']] });
  });

  it('refuses another type, and a file that is not a spreadsheet', async () => {
    await expect(readSheet(new File(['x'], 'lista.txt'), ['.csv'])).rejects.toThrow(SheetError);
    await expect(readSheet(new File(['x'], 'lista.xlsx'), ['.csv'])).rejects.toThrow('.csv');
    await expect(readSheet(new File(['nu e zip'], 'lista.xlsx'), ['.xlsx'])).rejects.toThrow(SheetError);
  });

  it('finds columns whatever their case, and names the missing ones', () => {
    expect(columnIndexes(['Nume', ' EMAIL '], ['email', 'nume', 'telefon'])).toEqual({
      index: { email: 1, nume: 0, telefon: -1 },
      missing: ['telefon'],
    });
  });
});

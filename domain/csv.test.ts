import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLines, csvRow, neutralizeFormula, toCsv } from './csv.js';

describe('neutralizeFormula (decisions §10)', () => {
  it('puts a quote before a text a spreadsheet would run', () => {
    for (const s of ['=1+1', '+40 721', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(s)).toBe(`'${s}`);
  });

  it('leaves any other text as it is', () => {
    for (const s of ['Ana', '', ' =1', "'=1", '4-12', 'a=b']) expect(neutralizeFormula(s)).toBe(s);
  });
});

describe('csvCell and csvRow', () => {
  it('writes empty cells for null and undefined, numbers as they are', () => {
    expect(csvRow([null, undefined, 12, 0, 'x'])).toBe(',,12,0,x\r\n');
  });

  it('quotes cells with a separator, a quote or a line break', () => {
    expect(csvCell('Popescu, Ion')).toBe('"Popescu, Ion"');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralizes before quoting', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('drops control characters but the tab and line breaks (issue #38, point 7), then neutralizes and quotes', () => {
    expect(csvCell('Ana\u0007 \u001b[1mPopescu\u009b\u007f')).toBe('Ana [1mPopescu');
    // A BEL before a formula hides it no longer.
    expect(csvCell('\u0007=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('două\u001b\nrânduri')).toBe('"două\nrânduri"');
    expect(csvCell('a\tb')).toBe('a\tb');
  });

  it('reads back with papaparse as written, the quote of a formula included', () => {
    const rows = [
      ['Nume', 'Notă'],
      ['=1+2', 'a, "b"\nc'],
      ['Ion', ''],
    ];
    const parsed = Papa.parse<string[]>(toCsv(rows[0], rows.slice(1)), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([rows[0], ["'=1+2", 'a, "b"\nc'], ['Ion', '']]);
  });
});

describe('csvLines: a batch of rows, each cell read by its own function', () => {
  it('writes what csvRow writes of the same cells, line after line', () => {
    const rows = [
      { name: 'Popescu, Ion', n: -2, note: null },
      { name: '=1+1', n: 0, note: 'a "b"' },
      { name: 'Ștefan', n: 12, note: 'two\nlines' },
    ];
    const cells = [(r: (typeof rows)[0]) => r.name, (r: (typeof rows)[0]) => r.n, (r: (typeof rows)[0]) => r.note];
    expect(csvLines(cells)(rows)).toBe(rows.map((r) => csvRow(cells.map((c) => c(r)))).join(''));
    expect(csvLines(cells)([])).toBe('');
    expect(csvLines([])([{}])).toBe(csvRow([]));
  });
});

describe('toCsv: a whole file as the exports write it (decisions §10)', () => {
  it('starts with the UTF-8 BOM, then the header with its diacritics, then the rows neutralized', () => {
    const text = toCsv(['Nr. înmatriculare', 'Marcă', 'Proprietar'], [['B123ABC', 'Dacia', '=Ion']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.slice(1)).toBe("Nr. înmatriculare,Marcă,Proprietar\r\nB123ABC,Dacia,'=Ion\r\n");
  });
});

import { stripControlChars } from './text/control-chars.js';

// CSV as the exports and the e-mailed parking list write it: comma-separated, CRLF lines.

/**
 * A text that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return) gets a leading ' (decisions §10); any other text stays as it is.
 */
export function neutralizeFormula(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

// A text that is neither a formula nor in need of quotes nor holding a control character (other than
// the tab) is written as it is: one test finds the rest.
const NOT_PLAIN = /^[=+\-@\t\r]|[",;\n\r]|[^\P{Cc}\t]/u;

/**
 * One cell: null and undefined empty, control characters stripped (issue #38, point 7: data stored
 * before they were refused), formulas neutralized, quoted when it holds a quote, separator or line break.
 */
export function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v);
  if (!NOT_PLAIN.test(s)) return s;
  const t = neutralizeFormula(stripControlChars(s));
  return /[",;\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** One line, CRLF included. */
export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/**
 * Rows as lines, each cell read from its row by one of `cells`: the text of csvRow of those
 * cells, without an array per row (a large export writes a million of them).
 */
export function csvLines<R>(cells: readonly ((r: R) => unknown)[]): (rows: readonly R[]) => string {
  const [head, ...rest] = cells;
  return (rows) => {
    let out = '';
    for (const r of rows) {
      let line = head ? csvCell(head(r)) : '';
      for (const cell of rest) line += ',' + csvCell(cell(r));
      out += line + '\r\n';
    }
    return out;
  };
}

/** Opens every CSV file the product writes, so that a spreadsheet reads its diacritics as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A whole file as the exports write it (decisions §10): the BOM, the header row, then the rows. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return CSV_BOM + [header, ...rows].map(csvRow).join('');
}

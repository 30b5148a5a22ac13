// CSV as the exports and the e-mailed parking list write it: comma-separated, CRLF lines.

/**
 * A text that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return) gets a leading ' (decisions §10); any other text stays as it is.
 */
export function neutralizeFormula(s: string): string {
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** One cell: null and undefined empty, formulas neutralized, quoted when it holds a quote, separator or line break. */
export function csvCell(v: unknown): string {
  const s = neutralizeFormula(v === null || v === undefined ? '' : String(v));
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line, CRLF included. */
export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** Opens every CSV file the product writes, so that a spreadsheet reads its diacritics as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A whole file as the exports write it (decisions §10): the BOM, the header row, then the rows. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return CSV_BOM + [header, ...rows].map(csvRow).join('');
}

// A row of an uploaded list as the readers give it (read-table.ts, in a parse child) and the lists'
// services take it: cells by lower-cased header, text trimmed, an .xlsx date cell as a Date.

export type Cell = string | Date;
export type TableRow = Record<string, Cell>;

/** A date cell of an upload as YYYY-MM-DD: spreadsheet dates are calendar days at UTC midnight. */
export function cellDay(v: Cell | undefined, parse: (s: string) => string | null): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  return parse(String(v ?? ''));
}

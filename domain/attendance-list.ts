import { parseListDate } from './attendance.js';
import { UPLOAD_MSG, type ListFault } from './upload-messages.js';
import { z } from './zod-ro.js';

// The flexible office's attendance list (flex-office §5 "Attendance CSV"): one .csv, comma or
// semicolon, two columns (Data, Email), dates dd/mm/yyyy or dd.mm.yyyy (and yyyy-mm-dd,
// decisions §8). The same rules read the file twice: in the browser, to mark the rows the
// server would refuse in the preview, and on the server, which takes the file itself
// (multipart) and turns it into the JSON rows of POST /reservations/desks/attending. The N-th
// row is numbered N + 1 (FIRST_DATA_ROW: as if after a header) in the preview and the refusals.

export const ATTENDANCE_COLUMNS = ['Data', 'Email'] as const;

/** The specification's sentences are written as it writes them (without diacritics). */
export const ATTENDANCE_MSG = {
  columns: 'Fisierul nu contine doar 2 coloane (Data, Email)',
  invalid: 'Fisierul contine date invalide',
  rowColumns: 'Rândul nu are exact 2 coloane (Data, Email).',
  date: (text: string) => `Data „${text}” nu este validă: scrieți zz/ll/aaaa sau zz.ll.aaaa.`,
  email: (text: string) => `Adresa de e-mail „${text}” nu este validă.`,
} as const;

export interface AttendanceRow {
  /** The two cells as written. */
  cells: string[];
  /** The row as POST /reservations/desks/attending takes it; null when the row is invalid. */
  entry: { date: string; email: string } | null;
  error: string | null;
}

/** A file refused as a whole: the sentence, and which fault of a list it is (its reason on the server). */
export type AttendanceList = { ok: true; rows: AttendanceRow[] } | { ok: false; error: string; fault: ListFault };

const email = z.email();

/** A row without the empty cells a trailing separator leaves. */
function trimRow(cells: readonly string[]): string[] {
  const out = cells.map((c) => c.trim());
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

function readRow(cells: string[]): AttendanceRow {
  if (cells.length !== 2) return { cells, entry: null, error: ATTENDANCE_MSG.rowColumns };
  const [date, mail] = cells;
  const problems = [
    parseListDate(date) ? null : ATTENDANCE_MSG.date(date),
    email.safeParse(mail).success ? null : ATTENDANCE_MSG.email(mail),
  ].filter((p): p is string => p !== null);
  if (problems.length) return { cells, entry: null, error: problems.join(' ') };
  return { cells, entry: { date, email: mail.toLowerCase() }, error: null };
}

/**
 * The attendance list of a file's rows (the first one included). The first row is a header,
 * and skipped, when its second cell is not an e-mail address: a list written without a header
 * loses no one. A first row without exactly 2 columns refuses the whole file.
 */
export function readAttendance(table: readonly (readonly string[])[]): AttendanceList {
  const rows = table.map(trimRow).filter((r) => r.length > 0);
  if (rows.length === 0) return { ok: false, error: UPLOAD_MSG.empty, fault: 'empty' };
  if (rows[0].length !== 2) return { ok: false, error: ATTENDANCE_MSG.columns, fault: 'format' };
  const body = rows[0][1].includes('@') ? rows : rows.slice(1);
  if (body.length === 0) return { ok: false, error: UPLOAD_MSG.empty, fault: 'empty' };
  return { ok: true, rows: body.map(readRow) };
}

import { count } from './plural.js';
import { reasonsOf } from './reasons.js';

/** The bounds of an uploaded list (docs/decisions/administration.md "Upload limits (#20)"), checked before or while it is read. */
export const UPLOAD_LIMIT = {
  /** The one file of a multipart upload. */
  fileBytes: 5 * 1024 * 1024,
  /** Everything of a multipart upload besides the file: part headers and other fields. */
  otherBytes: 64 * 1024,
  /** Each part of an .xlsx once inflated (a sheet, the shared strings): declared and counted while inflating. */
  xlsxPartBytes: 20 * 1024 * 1024,
  /**
   * The shared strings of an .xlsx (xl/sharedStrings.xml), counted before any is parsed: how many, and
   * the characters of their text (#38, point 8: 900,000 short strings held a core 6–8 s).
   */
  xlsxSharedStrings: 200_000,
  xlsxSharedChars: 10_000_000,
  /** A list is read in a child process of its own, given this long and this much heap (#38). */
  readSeconds: 5,
  readHeapMb: 256,
  /** Distinct days of a presence, exit or attendance list: one transaction per list. */
  days: 370,
  /** Rows of each list, counted while reading (the JSON lists: their schemas' max). */
  rows: { towerUsers: 5000, officeUsers: 5000, cars: 5000, presence: 50_000, attendance: 50_000 },
} as const;

/**
 * Every list numbers its rows as a spreadsheet shows them: the header is row 1, so the first
 * data row is row 2, in the preview and in the server's refusals alike, in both buildings.
 * The flexible office's lists, whose JSON form counts its entries the same way (entry N is row
 * N + 1), are read from their file by position and numbered as if after a header.
 */
export const FIRST_DATA_ROW = 2;

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

// Refusals of an uploaded list as a whole (decisions §8), the same sentences whether the
// browser's preview or the server finds the fault.
export const UPLOAD_MSG = {
  oneFile: 'Nu poti uploada mai mult de un fisier',
  empty: 'Lista este goală.',
  format: (cols: readonly string[]) => `Formatul fișierului nu este corect: sunt necesare coloanele ${cols.join(', ')}.`,
  type: 'Fisierul trebuie sa fie un fisier .xlsx sau .csv',
  /** The flexible office's lists are .csv only (flex-office §5). */
  csvOnly: 'Fisierul trebuie sa fie un fisier .csv',
  notMultipart: 'Trimiteți fișierul ca multipart/form-data, în câmpul „file”.',
  malformed: 'Fișierul nu a putut fi citit: cererea multipart este incompletă sau greșită.',
  fileTooLarge: `Fișierul este prea mare: cel mult ${mb(UPLOAD_LIMIT.fileBytes)}.`,
  requestTooLarge: `Cererea este prea mare: trimiteți doar fișierul listei, în câmpul „file”, de cel mult ${mb(UPLOAD_LIMIT.fileBytes)}.`,
  xlsxTooLarge: `Fișierul .xlsx este prea mare după dezarhivare: fiecare parte a lui poate avea cel mult ${mb(UPLOAD_LIMIT.xlsxPartBytes)}. Împărțiți lista în mai multe fișiere.`,
  xlsxTooManyStrings: `Fișierul .xlsx are prea mult text: cel mult ${count(UPLOAD_LIMIT.xlsxSharedStrings, 'text diferit', 'texte diferite')} și ${count(UPLOAD_LIMIT.xlsxSharedChars, 'caracter', 'caractere')} în total. Împărțiți lista în mai multe fișiere.`,
  tooComplex: `Fișierul nu a putut fi citit în limitele serverului (${UPLOAD_LIMIT.readSeconds} secunde, ${UPLOAD_LIMIT.readHeapMb} MB de memorie). Împărțiți lista în mai multe fișiere.`,
  tooManyRows: (max: number) =>
    `Lista are prea multe rânduri: cel mult ${count(max, 'rând', 'rânduri')}. Împărțiți-o în mai multe fișiere.`,
  tooManyDays: (max: number) =>
    `Lista cuprinde prea multe zile: cel mult ${count(max, 'zi', 'zile')} diferite. Împărțiți-o în mai multe fișiere.`,
} as const;
export const UPLOAD_REASON = reasonsOf('upload', UPLOAD_MSG);

/** What a list's own rules (domain/attendance-list.ts, users-csv.ts) find wrong with a file as a whole: its reason's key. */
export type ListFault = 'empty' | 'format' | 'tooManyRows';

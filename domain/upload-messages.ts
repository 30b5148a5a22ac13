// Refusals of an uploaded list as a whole (decisions §8), the same sentences whether the
// browser's preview or the server finds the fault.
export const UPLOAD_MSG = {
  oneFile: 'Nu poti uploada mai mult de un fisier',
  empty: 'Lista este goală.',
  format: (cols: readonly string[]) => `Formatul fișierului nu este corect: sunt necesare coloanele ${cols.join(', ')}.`,
  type: 'Fisierul trebuie sa fie un fisier .xlsx sau .csv',
  /** The flexible office's lists are .csv only (flex-office §5). */
  csvOnly: 'Fisierul trebuie sa fie un fisier .csv',
} as const;

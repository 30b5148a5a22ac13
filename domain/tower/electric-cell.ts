// The optional column of the permanent-access cars list that says a car is electric (decisions §26,
// #47): headed `electrica` or `electric`, read the same by the server and the browser's preview.

/** The headers of the column, lower-cased as the readers key them; the first found is read. */
export const ELECTRIC_COLUMNS = ['electrica', 'electric'] as const;

const YES = new Set(['da', '1', 'true']);
const NO = new Set(['nu', '0', 'false', '']);

/** A cell of the column: da/1/true and nu/0/false in any case, empty as nu; null for anything else. */
export function electricCell(text: string): boolean | null {
  const v = text.trim().toLowerCase();
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return null;
}

/** The refusal of a row whose cell is none of those, in Romanian as the other row refusals (the preview words it in the person's language). */
export const electricCellMsg = (text: string) => `Coloana „electrica” nu este validă: „${text}” (da sau nu).`;

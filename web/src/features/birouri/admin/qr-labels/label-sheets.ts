import { compareDeskIds } from '@/lib/desk-search.js';

// The QR labels of one floor (decisions §13) laid out on A4 sheets: two columns of four labels,
// each 90 × 64 mm, inside the page's 10 mm margins (190 × 277 mm).

/** Labels on one A4 sheet. */
export const LABELS_PER_SHEET = 8;

export interface DeskLabel {
  deskId: string;
  floor: number;
  /** The check-in address the QR code holds. */
  url: string;
}

/** The address a desk's label opens: `{PUBLIC_URL}/checkin/{deskId}`. */
export function checkinUrl(publicUrl: string, deskId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/checkin/${encodeURIComponent(deskId)}`;
}

/** One label per desk of `floor`, in desk order (4-2 before 4-10), cut into sheets. */
export function labelSheets(
  desks: readonly { deskId: string; floor: number }[],
  floor: number,
  publicUrl: string,
  perSheet = LABELS_PER_SHEET,
): DeskLabel[][] {
  const labels = desks
    .filter((d) => d.floor === floor)
    .map((d) => d.deskId)
    .sort(compareDeskIds)
    .map((deskId) => ({ deskId, floor, url: checkinUrl(publicUrl, deskId) }));
  const sheets: DeskLabel[][] = [];
  for (let i = 0; i < labels.length; i += perSheet) sheets.push(labels.slice(i, i + perSheet));
  return sheets;
}

/** The desk id's size in points: as large as the label's text column holds for its length. */
export function deskIdPoints(deskId: string): number {
  if (deskId.length <= 4) return 34;
  if (deskId.length <= 6) return 26;
  return 18;
}

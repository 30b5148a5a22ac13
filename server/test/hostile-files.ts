import { sharedRow, xlsxOf } from './zip.js';

// The hostile files of #38 (points 1 and 8), made where they are used: the plan and upload tests,
// and the bench's wait of another user during each upload (bench/http/upload-wait.ts).

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** `n` nested <g> around one rect: 20,000 is 140 KB, 200,000 is 1.4 MB. */
export const nestedSvg = (n: number) => `<svg ${SVG_NS}>${'<g>'.repeat(n)}<rect width="1" height="1"/>${'</g>'.repeat(n)}</svg>`;

/** A plan of flat rects, about 55 bytes each, up to `bytes` long (4.75 MB: some 90,000 rects). */
export function flatSvg(bytes: number): string {
  const rects: string[] = [];
  for (let i = 0, size = 0; size < bytes - 100; i++) {
    rects.push(`<rect x="${i % 1000}" y="${i % 600}" width="10" height="10" fill="#abc"/>`);
    size += rects[rects.length - 1].length;
  }
  return `<svg ${SVG_NS} viewBox="0 0 1000 600">${rects.join('')}</svg>`;
}

/** A presence list (.xlsx) whose workbook holds `n` shared strings besides its own four: 900,000 is 2.2 MB. */
export function manySharedStrings(n: number): Buffer {
  const strings = ['date', 'licensePlate', '05.03.2026', 'B123ABC', ...Array.from({ length: n }, (_, i) => String(i))];
  return xlsxOf(sharedRow(1, [0, 1]) + sharedRow(2, [2, 3]), { sharedStrings: strings });
}

// Dates in uploaded lists may be DD.MM.YYYY, DD/MM/YYYY or YYYY-MM-DD (decisions §8).
export function parseListDate(s: string): string | null {
  const t = s.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  if (match) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

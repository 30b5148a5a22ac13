// The Bucharest day of an instant without the Temporal polyfill, so that the web's first
// download can reckon the server's day (web/src/lib/early-page-data.ts); domain/time.ts
// re-exports both for everything else.

/** Every rule works in Bucharest time (decisions §5). */
export const TZ = 'Europe/Bucharest';

// The day of an instant is asked on every request (the map, the status card, every booking):
// the engine's own time-zone data, through one formatter, is ~20× faster than the polyfill.
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Bucharest calendar day of an instant, as YYYY-MM-DD. */
export function bucharestDay(instant: Date): string {
  const p = DAY_FORMAT.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => p.find((x) => x.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

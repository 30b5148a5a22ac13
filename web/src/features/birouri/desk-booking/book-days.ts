import { isNetworkFailure } from '@/api/client.js';

// Booking the same desk on several days (issue #14, point 5): one request per day, one after
// another, so that no two are ever in flight for the same day (nor for the same person: the
// server checks one person's days in turn anyway); each day's outcome is kept, a refusal does
// not stop the days after it. A request without an answer (offline, unreachable, too slow) does:
// the next would fare no better; thrown when it is the first, so that the panel offers 'Reîncercați'.

export type DayOutcome = { day: string; ok: true } | { day: string; ok: false; error: unknown };

export async function bookDaysInTurn(days: readonly string[], bookOne: (day: string) => Promise<unknown>): Promise<DayOutcome[]> {
  const outcomes: DayOutcome[] = [];
  for (const day of [...new Set(days)].sort()) {
    try {
      await bookOne(day);
      outcomes.push({ day, ok: true });
    } catch (error) {
      if (isNetworkFailure(error) && outcomes.length === 0) throw error;
      outcomes.push({ day, ok: false, error });
      if (isNetworkFailure(error)) break;
    }
  }
  return outcomes;
}

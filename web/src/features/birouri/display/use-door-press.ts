import { useCallback, useEffect, useState } from 'react';
import type { BookNowMinutes } from '@domain/displays/rules.js';
import { isNetworkFailure } from '@/api/client.js';
import { displayCall, type DisplayPress } from '@/api/display-door.js';

// The presses of a room's display (decisions §24): 'Rezervați acum', 'Confirmați începerea', 'Eliberați
// sala'. Anyone at the door may press them; what a press did, or why not, is said for a while and the
// view is read again either way (a refusal usually means the room changed meanwhile).

/** How long what a press did stays said: long enough to read from the door, short enough for the next person. */
export const OUTCOME_MS = 8_000;

export type Press = { what: 'book'; minutes: BookNowMinutes } | { what: 'checkin' } | { what: 'release' };

export type Outcome = { done: true; action: DisplayPress['action']; end: Date } | { done: false; lost: boolean; error: unknown };

const call = (secret: string, press: Press) =>
  press.what === 'book'
    ? displayCall('POST /display/:secret/book', { secret, minutes: press.minutes })
    : press.what === 'checkin'
      ? displayCall('POST /display/:secret/checkin', { secret })
      : displayCall('POST /display/:secret/release', { secret });

export function useDoorPress(secret: string, refresh: () => void) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const press = useCallback(
    async (p: Press) => {
      setPending(true);
      setOutcome(null);
      try {
        const answer = await call(secret, p);
        setOutcome({ done: true, action: answer.action, end: new Date(answer.reservation.dateEnd) });
      } catch (e) {
        setOutcome({ done: false, lost: isNetworkFailure(e), error: e });
      } finally {
        setPending(false);
        refresh();
      }
    },
    [secret, refresh],
  );

  return { pending, outcome, press };
}

import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '@domain/time.js';
import { TYPE } from '@domain/tower/engine.js';
import { requestOutcome } from './request-outcome.js';

// Issue #39, point 12: a request of several days said only 'Cererea de parcare a fost înregistrată.'.
const HOURS = { fridayCutoffHour: 12, confirmationDeadlineHour: 18 };
// Monday 1 March 2027, 09:00 Bucharest: this week's days are shared out, next week's wait for Friday's first round.
const NOW = bucharestInstant('2027-03-01', 9);
const request = (reservation_date: string, type: number) => ({ reservation_date, type });

describe('requestOutcome', () => {
  it('says which days got a space and which wait, and when each waiting day is decided', () => {
    expect(
      requestOutcome(
        [
          request('2027-03-09', TYPE.queue),
          request('2027-03-02', TYPE.first),
          request('2027-03-08', TYPE.queue),
          request('2027-03-03', TYPE.first),
          request('2027-03-04', TYPE.queue),
        ],
        NOW,
        HOURS,
      ),
    ).toEqual([
      'Cererea de parcare a fost înregistrată.',
      'Aveți loc de parcare pe 02.03.2027 și 03.03.2027.',
      // A day already shared out with no space free waits for its second round, the evening before.
      'Cererea pentru 04.03.2027 este în așteptare: locurile se repartizează miercuri, 03.03.2027, la ora 18:00.',
      'Cererile pentru 08.03.2027 și 09.03.2027 sunt în așteptare: locurile se repartizează vineri, 05.03.2027, la ora 12:00.',
    ]);
  });

  it('says a single day the same way', () => {
    expect(requestOutcome([request('2027-03-02', TYPE.first)], NOW, HOURS)).toEqual([
      'Cererea de parcare a fost înregistrată.',
      'Aveți loc de parcare pe 02.03.2027.',
    ]);
    expect(requestOutcome([request('2027-03-10', TYPE.queue)], NOW, HOURS)).toEqual([
      'Cererea de parcare a fost înregistrată.',
      'Cererea pentru 10.03.2027 este în așteptare: locurile se repartizează vineri, 05.03.2027, la ora 12:00.',
    ]);
  });

  it('past the Friday cut-off, the week after next waits for next Friday', () =>
    expect(requestOutcome([request('2027-03-15', TYPE.queue)], bucharestInstant('2027-03-05', 13), HOURS)).toEqual([
      'Cererea de parcare a fost înregistrată.',
      'Cererea pentru 15.03.2027 este în așteptare: locurile se repartizează vineri, 12.03.2027, la ora 12:00.',
    ]));
});

import { describe, expect, it } from 'vitest';
import { cutoffWarning } from './cutoff-warning.js';

// Bucharest is UTC+2 in March before the 28th.
const at = (iso: string) => new Date(iso);
const MONDAY_0930 = at('2027-03-01T07:30:00Z');
const FRIDAY_1000 = at('2027-03-05T08:00:00Z');

describe('the tower cut-off warnings', () => {
  it('warns that the lists of the next working day will not be generated when the deadline moves to an hour already past', () => {
    const w = cutoffWarning('confirmationDeadlineHour', 18, 8, MONDAY_0930);
    expect(w?.title).toBe('Listele de parcare nu vor fi generate');
    expect(w?.text).toContain('Ora aleasă, 08:00, este mai devreme decât ora actuală, 09:30.');
    expect(w?.text).toContain('Listele de parcare pentru 02.03.2027 nu vor fi generate');
    // 09:00 is past at 09:30 too.
    expect(cutoffWarning('confirmationDeadlineHour', 18, 9, MONDAY_0930)).not.toBeNull();
  });

  it("says nothing when the new hour is still ahead, the value is the same, or today's run has already happened", () => {
    expect(cutoffWarning('confirmationDeadlineHour', 18, 10, MONDAY_0930)).toBeNull();
    expect(cutoffWarning('confirmationDeadlineHour', 8, 8, MONDAY_0930)).toBeNull();
    expect(cutoffWarning('confirmationDeadlineHour', 9, 7, at('2027-03-01T17:00:00Z'))).toBeNull();
  });

  it('the daily one applies on working days only', () => {
    expect(cutoffWarning('confirmationDeadlineHour', 18, 8, at('2027-03-06T08:00:00Z'))).toBeNull();
  });

  it("warns on Friday that next week's queues and first round will not be generated", () => {
    const w = cutoffWarning('fridayCutoffHour', 16, 9, FRIDAY_1000);
    expect(w?.title).toBe('Cozile și rezervările confirmate nu vor fi generate');
    expect(w?.text).toContain('prima rundă');
    // On another day the Friday cut-off is still ahead.
    expect(cutoffWarning('fridayCutoffHour', 16, 8, MONDAY_0930)).toBeNull();
  });

  it('other settings never warn', () => {
    expect(cutoffWarning('maxParkingSpaces', 18, 8, MONDAY_0930)).toBeNull();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DESK_REASON } from '@domain/desks/rules.js';
import { BookingDays } from './booking-days.js';

afterEach(cleanup);

// Issue #39, point 8: a day the desk is taken showed 'Ocupat' in place of its date, and a day the
// person holds another desk showed that desk alone: each keeps its date, with its state under it.
it('shows the date of every day, and under a taken or held day its state', () => {
  render(
    <BookingDays
      first="2027-03-02"
      last="2027-03-05"
      chosen={new Set(['2027-03-02'])}
      refused={
        new Map([
          ['2027-03-03', DESK_REASON.taken],
          ['2027-03-04', DESK_REASON.selfHasBooking],
        ])
      }
      held={new Map([['2027-03-04', '5-12']])}
      forSelf
      disabled={false}
      onToggle={() => undefined}
    />,
  );
  const labelOf = (name: string) => screen.getByRole('checkbox', { name }).closest('label')!.textContent;
  expect(labelOf('marți, 2 martie 2027')).toBe('Ma 2');
  expect(labelOf('miercuri, 3 martie 2027: Birou ocupat')).toBe('Mi 3Ocupat');
  expect(labelOf('joi, 4 martie 2027: Aveți deja un birou în această zi (biroul 5-12)')).toBe('J 45-12');
  expect(screen.getByRole('checkbox', { name: 'miercuri, 3 martie 2027: Birou ocupat' })).toHaveProperty('disabled', true);
});

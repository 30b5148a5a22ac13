import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { DESK_REASON } from '@domain/desks/rules.js';
import { ApiError } from '@/api/client.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { BookingDays } from './booking-days.js';
import { DayOutcomes } from './day-outcomes.js';
import { parkingLabel } from './parking-label.js';
import { roomRefusalText } from '../rooms/room-refusals.js';

// Issue #40: the booking area speaks English once it is chosen, the refusals keyed by reason too;
// Romanian comes back with the switch.
describe('the desk booking panel in English', () => {
  backToRomanianAfterEach();

  it('words the days, their marks and each day’s outcome in English, and in Romanian again after the switch back', async () => {
    await chooseLanguage('en');
    const { rerender } = render(
      <Suspense fallback={null}>
        <BookingDays
          first="2027-03-02"
          last="2027-03-05"
          chosen={new Set(['2027-03-02'])}
          refused={new Map([['2027-03-03', DESK_REASON.taken]])}
          held={new Map()}
          forSelf
          disabled={false}
          onToggle={() => undefined}
        />
        <DayOutcomes
          deskId="4-12"
          outcomes={[
            { day: '2027-03-02', ok: true },
            { day: '2027-03-04', ok: false, error: new ApiError(409, 'any text at all', DESK_REASON.selfHasBooking) },
          ]}
        />
      </Suspense>,
    );
    expect(await screen.findByRole('group', { name: 'Days of the booking' })).toBeTruthy();
    expect(screen.getByText('Book the same desk on other days too:')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /: Desk taken$/ })).toBeTruthy();
    expect(screen.getByText('Taken')).toBeTruthy();
    const outcomes = screen.getByRole('list', { name: 'Result of the booking' });
    expect(outcomes.textContent).toContain(': desk 4-12 has been booked');
    expect(outcomes.textContent).toContain(': not booked: you already have a desk booked on this day');
    expect(parkingLabel(null)).toBe('Parking space');
    expect(roomRefusalText('weekend')).toBe('Rooms can be booked only on working days, Monday to Friday.');

    await chooseLanguage('ro');
    rerender(<DayOutcomes deskId="4-12" outcomes={[{ day: '2027-03-02', ok: true }]} />);
    expect(screen.getByRole('list', { name: 'Rezultatul rezervării' }).textContent).toContain(': biroul 4-12 a fost rezervat');
  });
});

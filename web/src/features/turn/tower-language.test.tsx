import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '@domain/time.js';
import { TYPE } from '@domain/tower/engine.js';
import { Providers } from '@/app/providers.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { requestOutcome } from './request-outcome.js';
import { ReservationDialog } from './reservation-dialog.js';
import { car, reservation } from '@/test/tower-reservations.js';
import { LEGEND, reservationState } from './reservation-state.js';
import { carFormProblems } from './car-form.js';
import { carName } from './car-select.js';
import { OTHER_BRAND } from '@domain/tower/brands.js';

// Issue #40: the tower's pages for its users speak English once it is chosen (catalogue `tower`).

describe('the tower in English', () => {
  backToRomanianAfterEach();

  it("words a day's reservation dialog and its cancellation question", async () => {
    await chooseLanguage('en');
    render(
      <Providers>
        <Suspense fallback={<p>…</p>}>
          <ReservationDialog
            reservation={reservation}
            state={reservationState(reservation, '2027-03-08')}
            changeable
            cars={[car('c-1', 'B123TUR'), car('c-2', 'B99XYZ')]}
            onClose={() => {}}
          />
        </Suspense>
      </Providers>,
    );
    expect(await screen.findByRole('dialog', { name: 'Booking for 10/03/2027' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change car' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancel the parking space booking for 10/03/2027 for the car B123TUR?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep booking' })).toBeTruthy();
  }, 20_000); // the first switch downloads and compiles the English catalogues

  it('says what a request came to', async () => {
    await chooseLanguage('en');
    const hours = { fridayCutoffHour: 12, confirmationDeadlineHour: 18 };
    const lines = requestOutcome(
      [
        { reservation_date: '2027-03-02', type: TYPE.first },
        { reservation_date: '2027-03-03', type: TYPE.first },
        { reservation_date: '2027-03-10', type: TYPE.queue },
      ],
      bucharestInstant('2027-03-01', 9),
      hours,
    );
    expect(lines[0]).toBe('Your parking request has been registered.');
    expect(lines[1]).toBe('You have a parking space on 02/03/2027 and 03/03/2027.');
    // The days and the weekday in English too (i18n/dates.ts).
    expect(lines[2]).toBe('The request for 10/03/2027 is waiting: the spaces are allocated on Friday, 05/03/2027, at 12:00.');
  });

  it('words the states, the makes and the car form in English, and in Romanian again', async () => {
    await chooseLanguage('en');
    expect(LEGEND.map((l) => l.label)).toEqual([
      'Waiting',
      'Booked in the first round',
      'Booked in the second round',
      'Absent',
      'Not allocated',
    ]);
    expect(
      reservationState({ type: TYPE.cancelled, reservation_confirmed: false, reservation_date: '2027-03-02' }, '2027-03-01').label,
    ).toBe('Cancelled');
    expect(carName({ license_plate: 'B123ABC', brand: OTHER_BRAND })).toBe('B123ABC (Other make)');
    const noPlate = { license_plate: '', brand: 'Dacia', foreign_plate: false };
    expect(carFormProblems(noPlate, [], new Date(), 60)).toEqual({ plate: 'Required', form: 'The details entered are not valid' });

    await chooseLanguage('ro');
    expect(LEGEND[0].label).toBe('În așteptare');
    expect(carName({ license_plate: 'B123ABC', brand: OTHER_BRAND })).toBe('B123ABC (Altă marcă)');
    expect(carFormProblems(noPlate, [], new Date(), 60)).toEqual({ plate: 'Necesar', form: 'Datele introduse nu sunt valide' });
  });
});

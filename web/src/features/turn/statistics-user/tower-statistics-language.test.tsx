import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthRange } from '@domain/date-range.js';
import { TYPE } from '@domain/tower/engine.js';
import { serverTimeKeys } from '@/api/queries/server-time.js';
import { getAdminCarsQueryOptions, getTowerReservationsQueryOptions } from '@/api/queries/tower-admin.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import { Providers } from '@/app/providers.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { car } from '@/test/tower-reservations.js';
import { AddReservationDialog } from './add-reservation-dialog.js';
import { arrivalHint, deleteWarning } from './admin-reservation-rules.js';
import { DeleteReservationDialog } from './delete-reservation-dialog.js';
import { EditCarDialog } from './edit-car-dialog.js';
import { TowerReservationsAdminPage } from './tower-reservations-page.js';

// Issue #40: the Tower's statistics by user and their booking dialogs speak English once it is
// chosen (catalogue towerStatistics), and Romanian again after the switch back.

// The server's clock: Monday 1 March 2027, 09:00 Bucharest.
const NOW = '2027-03-01T07:00:00.000Z';
const TODAY = '2027-03-01';
const RANGE = monthRange(TODAY);

const row = (over: Partial<TowerReservationRow> = {}): TowerReservationRow => ({
  _id: 'r-1',
  date: '2027-03-10',
  licensePlate: 'B123TUR',
  name: 'Tudor Ionescu',
  email: 'tudor@example.ro',
  type: TYPE.first,
  status: 'Rezervare prima runda',
  graded: 'Nu',
  functionCar: 'Da',
  uuid: 'u-1',
  carId: 'c-1',
  ...over,
});

/** The answers the pages ask for, already in the cache: nothing is fetched. */
function cache(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(serverTimeKeys.all, { now: NOW, receivedAt: Date.now() });
  const page = { ...RANGE, uuid: undefined, carId: undefined, offset: 0, limit: 10 };
  client.setQueryData(getTowerReservationsQueryOptions(page).queryKey, { total: 1, ...RANGE, rows: [row()] });
  client.setQueryData(getAdminCarsQueryOptions().queryKey, [car('c-1', 'B123TUR'), car('c-2', 'B99XYZ')]);
  return client;
}

function show(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(
    <Providers queryClient={cache()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the Tower's users' bookings in English", () => {
  backToRomanianAfterEach();
  beforeEach(() => {
    // Nothing is asked of a server: an answer not in the cache never comes.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    return () => vi.unstubAllGlobals();
  });

  it("words the users' bookings: the filters, the table and its actions", async () => {
    await chooseLanguage('en');
    show(<TowerReservationsAdminPage />);
    expect(await screen.findByText("Users' bookings", { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText("The users' parking bookings, in date order. Cancelled bookings are not shown.")).toBeTruthy();
    expect(screen.getByTestId('period').textContent).toBe('Period: 01/03/2027 – 31/03/2027');
    expect(screen.getByText('Add a booking', { selector: 'button' })).toBeTruthy();
    expect(screen.getByLabelText('Car')).toBeTruthy();
    expect(screen.getByText('Search by licence plate or make.')).toBeTruthy();
    const table = screen.getByLabelText("The users' bookings");
    expect(within(table).getByText('Licence plate', { selector: '[role=columnheader] *' })).toBeTruthy();
    expect(within(table).getByText('First-round booking')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
    expect(within(table).getByLabelText('Delete booking: Tudor Ionescu, 10/03/2027')).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByText('Rezervări utilizatori', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByTestId('period').textContent).toBe('Perioada: 01.03.2027 – 31.03.2027');
    expect(screen.getByLabelText('Ștergeți rezervarea: Tudor Ionescu, 10.03.2027')).toBeTruthy();
  }, 60_000); // the first switch downloads and compiles the English catalogues

  it('words the dialogs that add, change and delete a booking', async () => {
    await chooseLanguage('en');
    const adding = show(<AddReservationDialog open onClose={() => {}} now={new Date(NOW)} today={TODAY} fridayCutoffHour={16} />);
    const add = await screen.findByRole('dialog', { name: 'Add a booking' });
    expect(within(add).getByText('No day chosen.')).toBeTruthy();
    expect(within(add).getByText('Choose working days, from today on.')).toBeTruthy();
    fireEvent.click(within(add).getByText('Add', { selector: 'button' }));
    expect(within(add).getByText('Choose a user.')).toBeTruthy();
    expect(within(add).getByText('Choose at least one day.')).toBeTruthy();
    // The calendar's own words (month-calendar.tsx) are the tower area's; its weekends say this dialog's.
    expect(within(add).getAllByLabelText(/: non-working day$/)).toHaveLength(8);
    adding.unmount();

    const editing = show(<EditCarDialog row={row()} onClose={() => {}} />);
    const edit = await screen.findByRole('dialog', { name: 'Change car' });
    expect(within(edit).getByText('The booking of Tudor Ionescu for 10/03/2027, now with B123TUR.')).toBeTruthy();
    editing.unmount();

    show(<DeleteReservationDialog row={row({ type: TYPE.absent })} onClose={() => {}} />);
    const remove = await screen.findByRole('dialog', { name: 'Delete the booking?' });
    expect(
      within(remove).getByText(/^The booking of Tudor Ionescu for 10\/03\/2027 \(B123TUR\) will be cancelled\. As it is a no-show/),
    ).toBeTruthy();
    expect(within(remove).getByText('Yes, delete', { selector: 'button' })).toBeTruthy();

    expect(arrivalHint('2027-03-09', new Date(NOW), 16)).toBe('‘Waiting’ until the first round (Friday, 16:00)');

    await chooseLanguage('ro');
    expect(await screen.findByRole('dialog', { name: 'Ștergeți rezervarea?' })).toBeTruthy();
    expect(screen.getByText('Da, ștergeți', { selector: 'button' })).toBeTruthy();
    expect(deleteWarning({ ...row(), type: TYPE.first })).toBe('Rezervarea lui Tudor Ionescu din 10.03.2027 (B123TUR) va fi anulată.');
  }, 60_000);
});

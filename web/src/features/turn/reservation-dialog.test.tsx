import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOWER_MSG } from '@domain/tower/validators.js';
import { TOWER_WORDS } from './tower-messages.js';
import { ApiError } from '@/api/client.js';
import { cancelParking, getParkingStanding } from '@/api/tower.js';
import { Providers } from '@/app/providers.js';
import { ReservationDialog } from './reservation-dialog.js';
import { car, reservation } from '@/test/tower-reservations.js';
import { reservationState } from './reservation-state.js';

vi.mock('@/api/tower.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/tower.js')>()),
  cancelParking: vi.fn(),
  getParkingStanding: vi.fn(),
}));

const cars = [car('c-1', 'B123TUR'), car('c-2', 'B99XYZ')];

function show(changeable: boolean, onClose = vi.fn(), r = reservation) {
  render(
    <Providers>
      <ReservationDialog reservation={r} state={reservationState(r, '2027-03-08')} changeable={changeable} cars={cars} onClose={onClose} />
    </Providers>,
  );
  return screen.getByRole('dialog', { name: `Rezervarea din ${r.reservation_date.split('-').reverse().join('.')}` });
}

afterEach(() => {
  cleanup();
  vi.mocked(cancelParking).mockReset();
  vi.mocked(getParkingStanding).mockReset();
});

describe('ReservationDialog', () => {
  it('shows date, status and plate, without actions once the deadline has passed', () => {
    const dialog = show(false);
    expect(dialog.textContent).toContain('10.03.2027');
    expect(dialog.textContent).toContain('În așteptare');
    expect(dialog.textContent).toContain('B123TUR');
    expect(screen.queryByRole('button', { name: 'Anulați rezervarea' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schimbați mașina' })).toBeNull();
  });

  it('offers cancel and change of car while allowed; a refused cancel shows the specification message', async () => {
    vi.mocked(cancelParking).mockRejectedValue(new ApiError(400, TOWER_MSG.tooLate));
    show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Schimbați mașina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvați' }));
    expect(await screen.findByText(TOWER_WORDS.chooseCar)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Închideți' }));
    cleanup();
    show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Anulați rezervarea' }));
    // Asked first (issue #21, point 3), naming the day and the car.
    const ask = screen.getByRole('dialog', { name: 'Anulare rezervare' });
    expect(ask.textContent).toContain('Anulați rezervarea locului de parcare din 10.03.2027 pentru mașina B123TUR?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Anulați rezervarea' }));
    // The snackbar sits outside the modal dialog, which hides it from role queries.
    expect(await screen.findByText(TOWER_MSG.cancelFailed)).toBeTruthy();
    expect(cancelParking).toHaveBeenCalledWith('r-1');
  });

  it("asks before cancelling: 'Renunțați' cancels nothing and keeps the reservation's dialog", async () => {
    const onClose = vi.fn();
    show(true, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Anulați rezervarea' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Anulare rezervare' })).getByRole('button', { name: 'Renunțați' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anulare rezervare' })).toBeNull());
    expect(cancelParking).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rezervarea din 10.03.2027' })).toBeTruthy();
  });

  it('says the place in the last round once the dialog opens, and asks nothing for a cancelled request (#47)', async () => {
    vi.mocked(getParkingStanding).mockResolvedValue({
      date: '2027-03-10',
      round: 'first',
      open: 20,
      requests: 41,
      position: 27,
      outcome: 0,
      rule: 'time',
    });
    show(false);
    expect(
      await screen.findByText('În prima rundă, cererea dumneavoastră a fost a 27-a din 41 de cereri pentru 20 de locuri.'),
    ).toBeTruthy();
    expect(screen.getByText('La indisciplină egală, a decis ora cererii.')).toBeTruthy();
    expect(getParkingStanding).toHaveBeenCalledWith('2027-03-10');
    cleanup();
    vi.mocked(getParkingStanding).mockClear();
    show(false, vi.fn(), { ...reservation, _id: 'r-2', reservation_date: '2027-03-11', type: 5 });
    expect(screen.getByRole('dialog', { name: 'Rezervarea din 11.03.2027' })).toBeTruthy();
    expect(getParkingStanding).not.toHaveBeenCalled();
  });
});

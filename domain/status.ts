// Reservation statuses of the API (decisions §2), for desks and rooms alike.
export const STATUS = { booked: 'booked', busy: 'busy', cancelled: 'cancelled' } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/** How a status reads in Romanian (flex-office §4): the exports write it so. */
export const STATUS_LABEL: Record<Status, string> = { booked: 'Rezervat', busy: 'Ocupat', cancelled: 'Anulat' };

/** How a reservation released by the auto-release job reads (decisions §13): cancelled, but not by a person. */
export const RELEASED_LABEL = 'Anulat automat';

/** A reservation's status as the tables and exports write it: a released one says so, from its `released` flag. */
export function reservationStatusLabel(r: { status: Status; released?: boolean }): string {
  return r.released ? RELEASED_LABEL : (STATUS_LABEL[r.status] ?? r.status);
}

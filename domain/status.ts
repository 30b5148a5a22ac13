// Reservation statuses of the API (decisions §2), for desks and rooms alike.
export const STATUS = { booked: 'booked', busy: 'busy', cancelled: 'cancelled' } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/** How a status reads in Romanian (flex-office §4): the exports write it so. */
export const STATUS_LABEL: Record<Status, string> = { booked: 'Rezervat', busy: 'Ocupat', cancelled: 'Anulat' };

/** A reservation the auto-release cancelled (decisions §13): how the statistics and their exports name it. */
export const RELEASED_LABEL = 'Anulat automat';

/** How a reservation's status reads, a released one set apart from one a person cancelled. */
export function statusLabel(status: Status, released = false): string {
  return released ? RELEASED_LABEL : STATUS_LABEL[status];
}

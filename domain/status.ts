// Reservation statuses of the API (decisions §2), for desks and rooms alike.
export const STATUS = { booked: 'booked', busy: 'busy', cancelled: 'cancelled' } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

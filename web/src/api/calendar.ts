import { apiCall } from './client.js';

// The calendar feed (decisions §15): the caller's secret address; shapes as
// domain/schemas/calendar-answers.ts declares them.

export type { CalendarFeed, CalendarFeedStatus } from '@domain/schemas/calendar-answers.js';

/** Whether the caller has an address (never the address: only its hash is kept). */
export const calendarFeedStatus = () => apiCall('GET /calendar/feed');

/** A new address, shown this once; the one before stops working. */
export const createCalendarFeed = () => apiCall('POST /calendar/feed');

/** The caller's address stops working. */
export const revokeCalendarFeed = () => apiCall('POST /calendar/feed/delete');

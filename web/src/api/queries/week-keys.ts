// The week's query keys (decisions §20), apart from its queries (my-week.ts): a desk or a room
// booked or cancelled anywhere makes 'Săptămâna mea' stale (DESK_BOOKING_STALE, ROOM_BOOKING_STALE)
// without the pages that book carrying the week's calls.

export const weekKeys = {
  all: ['week'] as const,
  /** The week from a Monday; null: this week's (the server's clock decides it). */
  of: (from: string | null) => [...weekKeys.all, from] as const,
};

/** Every group's every week (decisions §21): under the week's keys, so that what makes 'Săptămâna mea' stale makes it stale too. */
export const TEAM_WEEK_KEY = [...weekKeys.all, 'team'] as const;

// What stands in for a person the product no longer names (decisions §25): an erased account, and
// the reservations, requests and presence older than `retentionMonths`. Every list, export and audit
// entry shows this word where the person's name was; the counts stay as they were.
export const ANONYMOUS_NAME = 'Anonim';

/**
 * The one account that holds what retention took from its people (written by the retention's first run, server/privacy/retention-queries.ts): invalid, no password,
 * a username and e-mail no person can have. Rows re-pointed to it read 'Anonim' wherever users are joined.
 */
export const ANONYMOUS_UUID = '00000000-0000-4000-8000-00000000a001';

/** The car that stands for the car of an anonymised tower request (written by the retention's first run, server/privacy/retention-queries.ts): owned by ANONYMOUS_UUID, inactive. */
export const ANONYMOUS_CAR_ID = '00000000-0000-4000-8000-00000000a002';

// What stands in for a person the product no longer names (decisions §25): an erased account, and
// the reservations, requests and presence older than `retentionMonths`. Every list, export and audit
// entry shows this word where the person's name was; the counts stay as they were.
export const ANONYMOUS_NAME = 'Anonim';

// What an absence could not cancel counts nowhere (decisions §20): a desk reservation or a tower
// request of a day an absence of its holder covers is no no-show and brings no indiscipline. The
// rule is one SQL condition that every count of no-shows and indiscipline adds, read in the same
// statement (no query per reservation), whenever the absence was recorded: before the day, or
// after its list (a sick day recorded late takes the no-show out of the counts).
//
// Written as the exclusion constraint absences_no_overlap indexes the table (uuid,
// daterange(from_day, to_day, '[]')), so that the index serves the look-up. Static text for the
// statements' usual aliases: `r` a desk reservation, `p` a tower request.

/** SQL: an absence of the holder of the desk reservation `r` covers its day. */
export const DESK_DAY_ABSENT = "EXISTS (SELECT 1 FROM absences a WHERE a.uuid = r.uuid AND daterange(a.from_day, a.to_day, '[]') @> r.day)";

/** SQL: an absence of the owner of the tower request `p` covers its day. */
export const TOWER_DAY_ABSENT =
  "EXISTS (SELECT 1 FROM absences a WHERE a.uuid = p.user_id AND daterange(a.from_day, a.to_day, '[]') @> p.reservation_date)";

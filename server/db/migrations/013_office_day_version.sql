-- The version of what the office shows on the days first_day..last_day (issue #23, point 2), one
-- definition for every reader: the map and the status card (a day: d, d), the week strip (a range),
-- the statistics' counts (the whole office: -infinity, infinity). It sums the days' rows of
-- desk_map_versions and the global row (day -infinity: desks, rooms and names, shown on every day),
-- which the triggers of migrations 007 and 008 bump in the transaction of every write: each
-- committed change adds 1 to one of the rows summed, so an equal sum means nothing shown changed.
CREATE FUNCTION office_days_version(first_day date, last_day date) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT COALESCE(sum(version), 0)::bigint FROM desk_map_versions
   WHERE day = '-infinity'::date OR day BETWEEN first_day AND last_day
$$;

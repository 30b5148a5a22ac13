-- office_days_version as a table function the planner inlines (issue #24): a scalar SQL function
-- whose body has a FROM is never inlined, so each call planned its SELECT anew, and the map and
-- the status card spent more of the database on their version than on the session. Inlined into
-- the prepared statement that reads it, its two index scans are planned once per connection. The
-- global row (day -infinity) and the days are summed apart, each an index range scan (the OR of
-- migration 013 was a bitmap of both); the days' part leaves the global row out, so that a range
-- from -infinity counts it once. Same definition: each committed change adds 1 to one row summed.
DROP FUNCTION office_days_version(date, date);
CREATE FUNCTION office_days_version(first_day date, last_day date) RETURNS TABLE (v bigint)
  LANGUAGE sql STABLE AS $$
  SELECT (SELECT COALESCE(sum(version), 0) FROM desk_map_versions WHERE day = '-infinity'::date)::bigint
       + (SELECT COALESCE(sum(version), 0) FROM desk_map_versions
           WHERE day > '-infinity'::date AND day BETWEEN first_day AND last_day)::bigint
$$;

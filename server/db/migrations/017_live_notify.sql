-- Live updates (issue #27, decisions §14): every process learns of a change made by any other
-- through LISTEN/NOTIFY, sent from the transaction that makes it, delivered only when it commits.
-- Office: every bump of an office day's version (the triggers of migrations 007 and 008 all write
-- desk_map_versions) notifies the day, '-infinity' for what every day shows (desks, rooms, names).
-- One trigger on the versions' table rather than one per write: no trigger of 007/008 can forget
-- it. PostgreSQL folds equal notifications of one transaction into one.
CREATE FUNCTION office_day_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('office_day', NEW.day::text);
  RETURN NULL;
END $$;
CREATE TRIGGER office_day_notify AFTER INSERT OR UPDATE ON desk_map_versions
  FOR EACH ROW EXECUTE FUNCTION office_day_notify();

-- Tower: a request whose answer a person sees changed (a round decided it, an administrator or a
-- presence list changed it), as '<user uuid> <day>'; the streams pass it to that user only. Inserts
-- are the person's own request (and the seeds'): not notified.
CREATE FUNCTION tower_request_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tower_request', d.user_id::text || ' ' || d.reservation_date::text)
     FROM (SELECT DISTINCT n.user_id, n.reservation_date
             FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE (o.type, o.car_id, o.reservation_confirmed, o.exited, o.reservation_date)
                  IS DISTINCT FROM (n.type, n.car_id, n.reservation_confirmed, n.exited, n.reservation_date)) d;
  RETURN NULL;
END $$;
CREATE TRIGGER tower_request_notify AFTER UPDATE ON parking_reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tower_request_notify();

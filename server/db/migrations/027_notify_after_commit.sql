-- The office's live notifications leave the transactions that make them (issue #43 point 1). A
-- NOTIFY takes one lock of the whole database at commit and holds it until the commit's WAL is
-- flushed, so commits that notify cannot share a flush (docs/bench.md). A transaction of the server on PostgreSQL says so at its BEGIN
-- (birouri.defer_notify); the trigger then only notes the day in the transaction, the server reads
-- the days with its COMMIT and sends them after it, many transactions' days in one notification
-- transaction without a wait for the disk (server/db/deferred-notify.ts). Any other writer (an
-- administrator's SQL, PGlite, a statement outside a transaction) still notifies here, at once.
CREATE OR REPLACE FUNCTION office_day_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('birouri.defer_notify', true) = 'on' THEN
    PERFORM set_config('birouri.notify_days',
                       concat_ws(' ', nullif(current_setting('birouri.notify_days', true), ''), NEW.day::text), true);
  ELSE
    PERFORM pg_notify('office_day', NEW.day::text);
  END IF;
  RETURN NULL;
END $$;

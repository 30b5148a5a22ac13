-- Retention (decisions §25): reservations, requests and presence older than retentionMonths lose their
-- person; the nightly job (server/privacy/retention-job.ts) re-points them to one account named 'Anonim'
-- (domain/privacy/anonymous.ts), so that every list and export that joins users shows that word and every
-- count stays as it was. Older audit entries lose their details (decisions §12's one exception).

-- The account and the car that hold what retention took are written by the job's first run
-- (server/privacy/retention-queries.ts ensureAnonymous), not here: a database that never turns retention
-- on has no such account, and a new database stays without users until the first one is made.

-- One live reservation per person and day, and one live tower request, except for 'Anonim', who holds many
-- people's days: the anonymous rows are told apart by their id. The leading columns and the predicate are
-- those of before, so the queries these indexes served still use them, and the names (which the services
-- read from a refusal) stay.
DROP INDEX desk_reservations_one_per_person_day;
CREATE UNIQUE INDEX desk_reservations_one_per_person_day ON desk_reservations
  (uuid, day, (CASE WHEN uuid = '00000000-0000-4000-8000-00000000a001'::uuid THEN id END))
  NULLS NOT DISTINCT WHERE status <> 'cancelled';
DROP INDEX parking_one_per_user_day;
CREATE UNIQUE INDEX parking_one_per_user_day ON parking_reservations
  (user_id, reservation_date, (CASE WHEN user_id = '00000000-0000-4000-8000-00000000a001'::uuid THEN id END))
  NULLS NOT DISTINCT WHERE type <> 5;

-- Entries are never edited (005_audit.sql), with §12's one exception, §25's anonymisation: a
-- transaction that declares it (set_config('app.audit_rewrite', 'retention' or 'erasure', true):
-- server/privacy/retention-queries.ts, erasure-queries.ts) may change an entry's details and actor's
-- name, never when, which kind, about what or by whom; nothing ever deletes one.
CREATE OR REPLACE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_rewrite', true) IN ('retention', 'erasure')
     AND (NEW.id, NEW.at, NEW.kind, NEW.target, NEW.actor_uuid)
         IS NOT DISTINCT FROM (OLD.id, OLD.at, OLD.kind, OLD.target, OLD.actor_uuid) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log entries are never edited or deleted';
END;
$$;

-- The job finds old meetings by their start (desks and requests have their day's indexes already).
CREATE INDEX room_reservations_begin ON room_reservations (date_begin);

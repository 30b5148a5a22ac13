-- A person's erasure (#46, decisions §25): their name, e-mail, username, phone and cars were replaced
-- by anonymous values, for good. The row stays (the statistics count its reservations), and since
-- when it is erased says that it may never be reactivated nor signed in again.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- The audit log stays append-only (005) but for §12's one exception: an erasure rewrites the
-- details and actor names of entries that named the person. The transaction says so with the local
-- setting app.audit_rewrite = 'erasure' (server/privacy/erasure-queries.ts), and even then only
-- those two columns change; a deletion is always refused.
CREATE OR REPLACE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_rewrite', true) = 'erasure'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.kind = OLD.kind AND NEW.target = OLD.target
     AND NEW.actor_uuid IS NOT DISTINCT FROM OLD.actor_uuid THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log entries are never edited or deleted';
END;
$$;

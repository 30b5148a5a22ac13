-- A person's erasure (#46, decisions §25): their name, e-mail, username, phone and cars were replaced
-- by anonymous values, for good. The row stays (the statistics count its reservations), and since
-- when it is erased says that it may never be reactivated nor signed in again.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- Its rewrite of the audit entries that named the person is §12's one exception, which 035_retention.sql
-- lets through under app.audit_rewrite = 'erasure'.

-- The Idempotency-Key of bookings and cancellations (#38, point 11): a person's key and the first
-- answer to it, so that a repeat (the client never read the answer: a connection lost after COMMIT)
-- gets that answer instead of acting again. The row is written in the booking's own transaction:
-- inserted as the call begins (the primary key makes a concurrent repeat wait for it), its answer
-- set before COMMIT. A committed booking always has its answer; a rolled-back one leaves no row.

-- No foreign key to users: its check would take a key-share lock on the caller's row as the key is
-- inserted, before the booking locks that row FOR UPDATE, and two keyed bookings of one person at
-- once would deadlock. Accounts are invalidated, never deleted; keys go with the nightly purge.
CREATE TABLE idempotency_keys (
  user_uuid uuid NOT NULL,
  key text NOT NULL,
  -- The call and its input, hashed: the same key with another call or body is refused.
  request_hash text NOT NULL,
  -- The first answer, exactly as it was sent; null only inside the transaction that writes it.
  status smallint,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_uuid, key)
);
-- The nightly purge of keys past their 24 hours.
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);

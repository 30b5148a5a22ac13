-- Every e-mail of the product goes through this outbox (issue #20, docs/decisions/operations.md). A message
-- is enqueued in the transaction of the change that causes it, so it exists if and only if that
-- change committed; a worker in each process sends it after commit, with retries.

CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  -- 'mail': message is ready to send. 'password-reset': message is {to} only, the normalised
  -- address of a reset request; the worker finds the account, makes the link and the e-mail
  -- after the request was answered, and turns the row into a 'mail'.
  kind text NOT NULL DEFAULT 'mail' CHECK (kind IN ('mail', 'password-reset')),
  -- {to, subject, text, html?, attachments?: [{filename, content, encoding?: 'base64', contentType?}]};
  -- once sent or dropped only {to, subject} stay (no password or link is kept).
  message jsonb NOT NULL,
  -- Reset requests: the normalised address and the client's address, for the route's ceilings.
  reset_address text,
  client text,
  -- On the app's clock (the test clock in tests): the ceilings' windows and the nightly purge.
  created_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  -- Delivery runs on the database's clock, shared by every process: due now, after a claim's
  -- lease, or after a failed attempt's back-off.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- No further attempt: retries exhausted, or nothing to send (a reset request for no account).
  dropped_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dropped_at IS NULL;
CREATE INDEX mail_outbox_reset_address ON mail_outbox (reset_address, created_at) WHERE reset_address IS NOT NULL;
CREATE INDEX mail_outbox_reset_client ON mail_outbox (client, created_at) WHERE client IS NOT NULL;

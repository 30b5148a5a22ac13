-- Browsers that have logged into an account (issue #20, point 6): the login answer sets a
-- random cookie and the server keeps only its hash with the account. While the account's user
-- name is throttled, an attempt carrying such a cookie still has its password checked, within a
-- limit of its own: its failures are the rows of login_failures with its hash.
CREATE TABLE login_devices (
  token_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX login_devices_user ON login_devices (user_uuid);

ALTER TABLE login_failures ADD COLUMN device_hash text;

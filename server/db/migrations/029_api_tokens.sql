-- Personal API tokens (#44, decisions §23): a person's token acts as them within its scopes. Only the
-- token's SHA-256 is kept (identity/tokens.ts hashToken), as for sessions. `last_used_at` is written
-- at most once a minute, so that a script's every call is not a write.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid),
  name text NOT NULL,
  scopes text[] NOT NULL CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'book', 'admin']),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX api_tokens_user ON api_tokens (user_uuid);

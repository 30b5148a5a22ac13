-- Sign-in with the company's identity provider (decisions §17). Both tables hold a sign-in for a
-- few minutes between two requests of one browser, which any server process may answer: kept here,
-- not in a process's memory. As for sessions, the browser holds the random key and the server only
-- its hash.

-- A sign-in started (GET /api/auth/oidc/start) and not yet back: the browser's cookie names it; its
-- state, nonce and PKCE verifier are checked against the provider's answer, once.
CREATE TABLE oidc_flows (
  key_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  client_address text NOT NULL,
  created_at timestamptz NOT NULL
);
-- The sign-ins a client address has under way (the cap on starts).
CREATE INDEX oidc_flows_by_address ON oidc_flows (client_address, created_at);

-- A sign-in the provider confirmed, waiting for /login to take its session (POST /api/auth/oidc/session), once.
CREATE TABLE oidc_handovers (
  code_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

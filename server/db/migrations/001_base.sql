-- Accounts, groups, buildings, settings, sessions, reset tokens, login throttling and
-- scheduled job runs. Written for PostgreSQL 15 and PGlite alike.

CREATE TABLE buildings (
  code text PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO buildings (code, name) VALUES ('1', 'CityOffices'), ('2', 'Turn');

CREATE TABLE groups (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('Departament', 'Proiect')),
  parking_spots integer NOT NULL DEFAULT 0 CHECK (parking_spots >= 0),
  building text NOT NULL DEFAULT '1' REFERENCES buildings (code),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX groups_name_unique ON groups (lower(name));

CREATE TABLE users (
  uuid uuid PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'manager', 'admin')),
  main_group text REFERENCES groups (id) ON DELETE SET NULL,
  group_list text[] NOT NULL DEFAULT '{}',
  manager_of text[] NOT NULL DEFAULT '{}',
  building text NOT NULL DEFAULT '1' CHECK (building IN ('0', '1', '2')),
  building_list text[] NOT NULL DEFAULT '{}',
  admin_of text[] NOT NULL DEFAULT '{}',
  manager text,
  director text,
  parking_right boolean NOT NULL DEFAULT false,
  confirmed boolean NOT NULL DEFAULT false,
  valid boolean NOT NULL DEFAULT true,
  graded boolean NOT NULL DEFAULT false,
  phone_number text,
  department_name text,
  office_floor text,
  office_room text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_unique ON users (lower(username));
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

CREATE TABLE settings (
  building text NOT NULL REFERENCES buildings (code),
  name text NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (building, name)
);

-- Only hashes of tokens are kept: a stolen database cannot be replayed as sessions.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_uuid);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Failed logins per user name, shared by every process (decisions §3 throttling).
CREATE TABLE login_failures (
  username text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_user_at ON login_failures (username, at);

-- A job's due time is claimed by inserting its row; the primary key makes the
-- claim exclusive across processes, the transaction makes it atomic with the work.
CREATE TABLE job_cursors (
  job text PRIMARY KEY,
  since timestamptz NOT NULL
);
CREATE TABLE job_runs (
  job text NOT NULL,
  due_at timestamptz NOT NULL,
  ran_at timestamptz NOT NULL,
  PRIMARY KEY (job, due_at)
);

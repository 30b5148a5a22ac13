-- Desks on the floor plans of building 1, their reservations, and bans.

CREATE TABLE desks (
  desk_id text PRIMARY KEY CHECK (desk_id ~ '^[0-9]+-[0-9]+$'),
  floor integer NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  groups_id_list text[] NOT NULL DEFAULT '{}',
  -- Reserved = allocated to a person, Manager = blocked for a person (flex-office §3)
  type text CHECK (type IN ('Reserved', 'Manager')),
  manager uuid REFERENCES users (uuid) ON DELETE SET NULL,
  CHECK ((type IS NULL) = (manager IS NULL))
);
CREATE INDEX desks_floor ON desks (floor);

CREATE TABLE desk_reservations (
  id uuid PRIMARY KEY,
  desk_id text NOT NULL REFERENCES desks (desk_id) ON DELETE CASCADE,
  uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  creator_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  group_id text REFERENCES groups (id) ON DELETE SET NULL,
  day date NOT NULL,
  reservation_date timestamptz NOT NULL,
  creation_date timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('booked', 'busy', 'cancelled')),
  parking_spot boolean NOT NULL DEFAULT false,
  -- NULL until the day's attendance list arrives; then true (present) or false (no-show)
  reservation_used boolean,
  reminded boolean NOT NULL DEFAULT false
);
-- The database is the last word against double booking (decisions §6).
CREATE UNIQUE INDEX desk_reservations_one_per_desk_day ON desk_reservations (desk_id, day) WHERE status <> 'cancelled';
CREATE UNIQUE INDEX desk_reservations_one_per_person_day ON desk_reservations (uuid, day) WHERE status <> 'cancelled';
CREATE INDEX desk_reservations_day ON desk_reservations (day);

-- Days whose attendance list has been uploaded: a live reservation of such a day without a row is a no-show.
CREATE TABLE attendance_days (
  day date PRIMARY KEY,
  uploaded_at timestamptz NOT NULL,
  uploaded_by uuid REFERENCES users (uuid) ON DELETE SET NULL
);

CREATE TABLE bans (
  id serial PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  building text NOT NULL REFERENCES buildings (code),
  since timestamptz NOT NULL,
  until timestamptz NOT NULL
);
CREATE INDEX bans_user ON bans (user_uuid, until);

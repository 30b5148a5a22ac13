-- Meeting rooms of building 1 and their reservations, booked by the half hour.

CREATE TABLE rooms (
  id text PRIMARY KEY CHECK (id ~ '^E[0-9]+-[0-9]+$'),
  floor integer NOT NULL,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'Sala de conferință',
  people_no integer NOT NULL DEFAULT 0 CHECK (people_no >= 0),
  has_tv boolean NOT NULL DEFAULT false,
  has_audio_video boolean NOT NULL DEFAULT false,
  has_phone boolean NOT NULL DEFAULT false,
  phone_no text,
  groups_id_list text[] NOT NULL DEFAULT '{}',
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);

CREATE TABLE room_reservations (
  id uuid PRIMARY KEY,
  room_id text NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  date_begin timestamptz NOT NULL,
  date_end timestamptz NOT NULL,
  creation_date timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('booked', 'busy', 'cancelled')),
  CHECK (date_end > date_begin),
  -- No two live reservations of a room overlap; touching ends are fine (half-open ranges).
  CONSTRAINT room_reservations_no_overlap EXCLUDE USING gist (
    room_id WITH =, tstzrange(date_begin, date_end, '[)') WITH &&
  ) WHERE (status <> 'cancelled')
);
CREATE INDEX room_reservations_uuid ON room_reservations (uuid, date_begin);

-- Displays (#45, decisions §24): a tablet at a meeting room's door or a board of a floor, each
-- opened by the secret in its address. Only the secret's SHA-256 is kept (identity/tokens.ts
-- hashToken), as for sessions and the calendar's address.
CREATE TABLE displays (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (name <> ''),
  room_id text REFERENCES all_rooms (id) ON DELETE CASCADE,
  floor integer REFERENCES floors (floor) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  -- A room's display or a floor's, never both.
  CONSTRAINT displays_one_place CHECK ((room_id IS NULL) <> (floor IS NULL))
);

-- A reservation made at the room's door ('Rezervați acum') belongs to no person: it counts in no
-- one's limits. It keeps the display that made it (while that display exists).
ALTER TABLE room_reservations ALTER COLUMN uuid DROP NOT NULL;
ALTER TABLE room_reservations ADD COLUMN door boolean NOT NULL DEFAULT false;
ALTER TABLE room_reservations ADD COLUMN display_id uuid REFERENCES displays (id) ON DELETE SET NULL;
ALTER TABLE room_reservations ADD CONSTRAINT room_reservations_holder CHECK (uuid IS NOT NULL OR door);

-- Meetings nobody starts (setting roomReleaseMinutes): released, as a desk's auto-release is (migration
-- 015): status cancelled, released true. The job finds the next start of a meeting not yet started here.
ALTER TABLE room_reservations ADD COLUMN released boolean NOT NULL DEFAULT false;
CREATE INDEX room_reservations_unstarted ON room_reservations (date_begin) WHERE status = 'booked';

-- The calendar feed (issue #27, decisions §15): per person one secret address, of which the server
-- keeps only the hash (as of session tokens); a new one replaces, so revokes, the previous.
CREATE TABLE calendar_feeds (
  user_uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Each reservation's event keeps one UID; its SEQUENCE is calendar_sequence, which grows by one with
-- each change of what the event shows, and cancelled_at says since when it is cancelled (the feed
-- shows the cancellations of the last 30 days). Triggers keep both, so that no write path (a
-- service, a job, an administrator's change, a cascade) can forget to. cancelled_at is on the
-- database's clock, like every other age the database measures; rows cancelled before this
-- migration have none and count as cancelled long ago.
ALTER TABLE desk_reservations ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0, ADD COLUMN cancelled_at timestamptz;
ALTER TABLE room_reservations ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0, ADD COLUMN cancelled_at timestamptz;
ALTER TABLE parking_reservations ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0, ADD COLUMN cancelled_at timestamptz;

CREATE FUNCTION calendar_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_sequence := OLD.calendar_sequence + 1;
  IF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN NEW.cancelled_at := now();
  ELSIF NEW.status <> 'cancelled' THEN NEW.cancelled_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE FUNCTION calendar_parking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_sequence := OLD.calendar_sequence + 1;
  IF NEW.type = 5 AND OLD.type <> 5 THEN NEW.cancelled_at := now();
  ELSIF NEW.type <> 5 THEN NEW.cancelled_at := NULL;
  END IF;
  RETURN NEW;
END $$;

-- Only a change the event shows (not the reminder's flag, nor attendance): the WHEN spares the others the call.
CREATE TRIGGER calendar_desk_reservation BEFORE UPDATE ON desk_reservations FOR EACH ROW
  WHEN ((OLD.desk_id, OLD.day, OLD.status, OLD.parking_spot) IS DISTINCT FROM (NEW.desk_id, NEW.day, NEW.status, NEW.parking_spot))
  EXECUTE FUNCTION calendar_booking_changed();
-- desk and room reservations share their statuses: one function.
CREATE TRIGGER calendar_room_reservation BEFORE UPDATE ON room_reservations FOR EACH ROW
  WHEN ((OLD.room_id, OLD.date_begin, OLD.date_end, OLD.status) IS DISTINCT FROM (NEW.room_id, NEW.date_begin, NEW.date_end, NEW.status))
  EXECUTE FUNCTION calendar_booking_changed();
CREATE TRIGGER calendar_parking_reservation BEFORE UPDATE ON parking_reservations FOR EACH ROW
  WHEN ((OLD.reservation_date, OLD.type, OLD.reservation_confirmed) IS DISTINCT FROM (NEW.reservation_date, NEW.type, NEW.reservation_confirmed))
  EXECUTE FUNCTION calendar_parking_changed();

-- A person's cancelled reservations by the time of cancelling (the live ones have their indexes by person).
CREATE INDEX desk_reservations_cancelled_of ON desk_reservations (uuid, cancelled_at) WHERE status = 'cancelled';
CREATE INDEX parking_reservations_cancelled_of ON parking_reservations (user_id, cancelled_at) WHERE type = 5;

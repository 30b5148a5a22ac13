-- The week (decisions §20, #41): a person's work pattern, the days the pattern has already booked,
-- absences, and where a reservation or tower request came from.

-- One pattern per person: building 1's usual weekdays (ISO 1–5), up to three favourite desks in order
-- and a parking spot with the desk; building 2's usual weekdays and car. Empty days book nothing.
CREATE TABLE work_patterns (
  uuid uuid PRIMARY KEY REFERENCES users (uuid) ON DELETE CASCADE,
  days smallint[] NOT NULL DEFAULT '{}',
  desks text[] NOT NULL DEFAULT '{}',
  parking boolean NOT NULL DEFAULT false,
  tower_days smallint[] NOT NULL DEFAULT '{}',
  car_id uuid REFERENCES cars (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL,
  CHECK (days <@ '{1,2,3,4,5}'::smallint[] AND tower_days <@ '{1,2,3,4,5}'::smallint[]),
  CHECK (cardinality(desks) <= 3)
);
-- The nightly job reads only the patterns that book something.
CREATE INDEX work_patterns_booking ON work_patterns (uuid) WHERE cardinality(days) > 0 OR cardinality(tower_days) > 0;

-- A (person, building, day) the pattern has booked once: a booking the person then cancels is not
-- made again (§20), and a second process finds the day taken.
CREATE TABLE pattern_days (
  building text NOT NULL REFERENCES buildings (code),
  day date NOT NULL,
  uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  PRIMARY KEY (building, day, uuid)
);
CREATE INDEX pattern_days_person ON pattern_days (uuid, day);

ALTER TABLE desk_reservations ADD COLUMN source text NOT NULL DEFAULT 'person';
ALTER TABLE desk_reservations ADD CONSTRAINT desk_reservations_source CHECK (source IN ('person', 'pattern'));
ALTER TABLE parking_reservations ADD COLUMN source text NOT NULL DEFAULT 'person';
ALTER TABLE parking_reservations ADD CONSTRAINT parking_reservations_source CHECK (source IN ('person', 'pattern'));

-- A person's absence, both ends included; no two of one person overlap, even when two are recorded at once.
CREATE TABLE absences (
  id uuid PRIMARY KEY,
  uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  from_day date NOT NULL,
  to_day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('concediu', 'telemunca', 'deplasare', 'altul')),
  created_by uuid REFERENCES users (uuid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK (from_day <= to_day),
  CONSTRAINT absences_no_overlap EXCLUDE USING gist (uuid WITH =, daterange(from_day, to_day, '[]') WITH &&)
);

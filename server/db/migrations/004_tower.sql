-- Tower parking: cars, requests by the day, the day log and per-day allocation state.

CREATE TABLE cars (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (uuid) ON DELETE CASCADE,
  brand text NOT NULL,
  license_plate text NOT NULL CHECK (license_plate ~ '^[A-Z0-9]+$'),
  foreign_plate boolean NOT NULL DEFAULT false,
  function_car boolean NOT NULL DEFAULT false,
  permanent_access boolean NOT NULL DEFAULT false,
  owner_label text,
  active boolean NOT NULL DEFAULT true,
  date_added timestamptz NOT NULL,
  date_removed timestamptz,
  CHECK (NOT (function_car AND permanent_access)),
  CHECK (user_id IS NOT NULL OR permanent_access)
);
-- One active car per plate, whoever owns it; a removed one is blocked for a while by the service.
CREATE UNIQUE INDEX cars_active_plate ON cars (license_plate) WHERE active;
CREATE INDEX cars_user ON cars (user_id);

CREATE TABLE parking_reservations (
  id uuid PRIMARY KEY,
  date_added timestamptz NOT NULL,
  reservation_date date NOT NULL,
  user_id uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  car_id uuid NOT NULL REFERENCES cars (id),
  type smallint NOT NULL CHECK (type BETWEEN 0 AND 5),
  reservation_confirmed boolean NOT NULL DEFAULT false,
  exited boolean NOT NULL DEFAULT false,
  indiscipline_score smallint NOT NULL DEFAULT 0
);
-- One live request per user per day (tower §5 'Aveți deja o rezervare pentru această dată').
CREATE UNIQUE INDEX parking_one_per_user_day ON parking_reservations (user_id, reservation_date) WHERE type <> 5;
CREATE INDEX parking_day_type ON parking_reservations (reservation_date, type);

CREATE TABLE parking_day_log (
  date date PRIMARY KEY,
  parking_size integer NOT NULL CHECK (parking_size >= 0)
);

-- One row per day that has requests: every allocation of the day first locks it, so
-- concurrent requests and rounds count the day's cars one after another.
CREATE TABLE parking_days (
  date date PRIMARY KEY,
  presence_uploaded_at timestamptz
);

-- Priority spaces of the tower and rounds that explain themselves (#47, decisions §26).

-- An electric car; a person who needs an accessible space (health data: only the tower's administrators see it).
ALTER TABLE cars ADD COLUMN electric boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN accessible_space boolean NOT NULL DEFAULT false;

-- The priority space an allocated request holds, when it got one as a matching request.
ALTER TABLE parking_reservations ADD COLUMN priority text CHECK (priority IN ('electric', 'accessible'));

-- Each round of each day as it ran: the spaces it had and its whole order, written when it ran, so
-- that a person's standing says what decided then, not what today's scores would say. A round may
-- run again for the same day (its hour changed after it ran): each run is a row, the latest says last.
CREATE TABLE parking_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  date date NOT NULL,
  round text NOT NULL CHECK (round IN ('first', 'second')),
  ran_at timestamptz NOT NULL,
  open integer NOT NULL CHECK (open >= 0),
  free integer NOT NULL CHECK (free >= 0),
  electric_spaces integer NOT NULL CHECK (electric_spaces >= 0),
  accessible_spaces integer NOT NULL CHECK (accessible_spaces >= 0),
  requests integer NOT NULL CHECK (requests >= 0)
);
CREATE INDEX parking_rounds_date ON parking_rounds (date);

-- The owner is the request's: an erasure or a retention that rewrites the request rewrites the entry's too.
CREATE TABLE parking_round_entries (
  round_id bigint NOT NULL REFERENCES parking_rounds (id) ON DELETE CASCADE,
  request_id uuid NOT NULL REFERENCES parking_reservations (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  indiscipline integer NOT NULL,
  date_added timestamptz NOT NULL,
  electric boolean NOT NULL,
  accessible boolean NOT NULL,
  priority text CHECK (priority IN ('electric', 'accessible')),
  outcome smallint NOT NULL CHECK (outcome BETWEEN 0 AND 5),
  rule text CHECK (rule IN ('indiscipline', 'time', 'electric', 'accessible')),
  PRIMARY KEY (round_id, request_id),
  UNIQUE (round_id, position)
);
CREATE INDEX parking_round_entries_request ON parking_round_entries (request_id);

-- The days the work pattern could not book, and why (decisions §20): the Friday e-mail tells the
-- person. One row a person a day, the latest attempt's reason (a reason code, domain/reasons.ts);
-- removed when the day is booked, pruned once the day has passed.
CREATE TABLE pattern_misses (
  uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  day date NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (uuid, day)
);
CREATE INDEX pattern_misses_day ON pattern_misses (day);

-- Colleagues a person follows (decisions §21): at most 50 (checked by the service), never oneself.
-- Gone with either person.
CREATE TABLE following (
  uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  follows uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  since timestamptz NOT NULL,
  PRIMARY KEY (uuid, follows),
  CHECK (uuid <> follows)
);
-- Who follows a person (their row gone, or the team's week read from the other side).
CREATE INDEX following_follows ON following (follows);

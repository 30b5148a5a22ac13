-- The live streams every server process holds (#38 point 4, decisions §14): an owner's caps
-- (domain/live-caps.ts: 10 a session, 20 a person) count their streams in every process of the
-- database, not in each. A process writes a row as it opens a stream and deletes it as the stream
-- ends; its rows' seen_at is renewed with the streams' heartbeat, so that a process that died
-- without deleting them has them ignored and removed two minutes later. `groups` are the counts of
-- the stream (CapGroup.group); `seq` orders the streams as they were opened, across processes.
CREATE TABLE live_streams (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL,
  groups text[] NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX live_streams_groups ON live_streams USING gin (groups);
CREATE INDEX live_streams_seen_at ON live_streams (seen_at);

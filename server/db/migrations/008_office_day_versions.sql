-- The versions of migration 007 cover what the office shows on a day, rooms included (issue #12):
-- the status card counts today's room reservations and is served from a snapshot under today's
-- version too. A room reservation bumps every Bucharest day its half-open range touches; rooms
-- themselves (added, removed, renamed) show on every day.
CREATE FUNCTION office_bump_room_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO desk_map_versions (day, shard, version)
  SELECT d.day, pg_backend_pid() % 16, 1
    FROM (SELECT DISTINCT g::date AS day
            FROM changed_rooms r,
                 generate_series((r.date_begin AT TIME ZONE 'Europe/Bucharest')::date,
                                 ((r.date_end - interval '1 microsecond') AT TIME ZONE 'Europe/Bucharest')::date,
                                 interval '1 day') AS g) d
   ORDER BY d.day
  ON CONFLICT (day, shard) DO UPDATE SET version = desk_map_versions.version + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION office_bump_moved_room_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO desk_map_versions (day, shard, version)
  SELECT d.day, pg_backend_pid() % 16, 1
    FROM (SELECT DISTINCT g::date AS day
            FROM (SELECT date_begin, date_end FROM old_rooms UNION ALL SELECT date_begin, date_end FROM new_rooms) r,
                 generate_series((r.date_begin AT TIME ZONE 'Europe/Bucharest')::date,
                                 ((r.date_end - interval '1 microsecond') AT TIME ZONE 'Europe/Bucharest')::date,
                                 interval '1 day') AS g) d
   ORDER BY d.day
  ON CONFLICT (day, shard) DO UPDATE SET version = desk_map_versions.version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER office_room_reservation_insert AFTER INSERT ON room_reservations
  REFERENCING NEW TABLE AS changed_rooms FOR EACH STATEMENT EXECUTE FUNCTION office_bump_room_days();
CREATE TRIGGER office_room_reservation_delete AFTER DELETE ON room_reservations
  REFERENCING OLD TABLE AS changed_rooms FOR EACH STATEMENT EXECUTE FUNCTION office_bump_room_days();
CREATE TRIGGER office_room_reservation_update AFTER UPDATE ON room_reservations
  REFERENCING OLD TABLE AS old_rooms NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION office_bump_moved_room_days();
CREATE TRIGGER office_room_reservation_truncate AFTER TRUNCATE ON room_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_global();
CREATE TRIGGER office_rooms AFTER INSERT OR DELETE OR TRUNCATE ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_global();

-- The rooms taken in a time range (the status card) without reading every reservation ever made.
CREATE INDEX room_reservations_live_range ON room_reservations USING gist (tstzrange(date_begin, date_end, '[)')) WHERE status <> 'cancelled';

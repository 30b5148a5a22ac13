-- Versions of the map of a day (issue #12): GET /api/desks serves a cached, already-serialized
-- snapshot while the versions it was built under still hold. Triggers bump them in the same
-- transaction as every write that can change the map, so no write path (service, job, seed,
-- bulk load, cascade of a delete) can forget to, and every server process on the database sees it.
-- A map's version is the sum of its day's rows and the global row (day -infinity: desks and
-- names, shown on every day); each committed change adds 1, so an equal sum means no change.
-- A day has one row per backend (pg_backend_pid() % 16): concurrent bookings of one day from
-- different connections do not queue on one row lock until commit.
CREATE TABLE desk_map_versions (
  day date NOT NULL,
  shard smallint NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (day, shard)
);

CREATE FUNCTION desk_map_bump_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- changed_days is the transition table of the statement; ordered so that locks are taken in one order.
  INSERT INTO desk_map_versions (day, shard, version)
  SELECT d.day, pg_backend_pid() % 16, 1 FROM (SELECT DISTINCT day FROM changed_days) d ORDER BY d.day
  ON CONFLICT (day, shard) DO UPDATE SET version = desk_map_versions.version + 1;
  RETURN NULL;
END $$;

-- An UPDATE may move a reservation to another day: both its old and its new day change.
CREATE FUNCTION desk_map_bump_moved_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO desk_map_versions (day, shard, version)
  SELECT d.day, pg_backend_pid() % 16, 1 FROM (SELECT day FROM old_rows UNION SELECT day FROM new_rows) d ORDER BY d.day
  ON CONFLICT (day, shard) DO UPDATE SET version = desk_map_versions.version + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION desk_map_bump_global() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO desk_map_versions (day, shard, version) VALUES ('-infinity', pg_backend_pid() % 16, 1)
  ON CONFLICT (day, shard) DO UPDATE SET version = desk_map_versions.version + 1;
  RETURN NULL;
END $$;

-- Transition tables allow one event per trigger.
CREATE TRIGGER desk_map_reservation_insert AFTER INSERT ON desk_reservations
  REFERENCING NEW TABLE AS changed_days FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_days();
CREATE TRIGGER desk_map_reservation_delete AFTER DELETE ON desk_reservations
  REFERENCING OLD TABLE AS changed_days FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_days();
CREATE TRIGGER desk_map_reservation_update AFTER UPDATE ON desk_reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_moved_days();
CREATE TRIGGER desk_map_reservation_truncate AFTER TRUNCATE ON desk_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_global();
-- Desks (groups, block/allocate, new or removed desks) show on every day.
CREATE TRIGGER desk_map_desks AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON desks
  FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_global();
-- The map shows the names of occupants and holders.
CREATE TRIGGER desk_map_user_name AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION desk_map_bump_global();

-- The team's week (decisions §21, #42 point 6) is served again while nothing it shows changed, as the
-- maps are (migration 007): under the office's version of its five days (the desks held, names,
-- desks) plus the rows of this table. Absences bump the Mondays of the weeks they touch; people
-- (added, removed, made valid or not, moved between groups) and groups bump every week (day
-- -infinity). Triggers, so that no write path (service, job, upload, cascade) can forget to; one row
-- per week and backend shard, so that concurrent writers do not queue on one row lock.
CREATE TABLE team_versions (
  day date NOT NULL,
  shard smallint NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (day, shard)
);

CREATE FUNCTION team_bump_global() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_versions (day, shard, version) VALUES ('-infinity', pg_backend_pid() % 16, 1)
  ON CONFLICT (day, shard) DO UPDATE SET version = team_versions.version + 1;
  RETURN NULL;
END $$;

-- The Mondays of the weeks an absence's days touch, old and new rows alike (an update may move it).
-- PL/pgSQL plans a statement when it first runs, so each event reads only the transition tables it has.
CREATE FUNCTION team_bump_absence_weeks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO team_versions (day, shard, version)
    SELECT w.day, pg_backend_pid() % 16, 1
      FROM (SELECT DISTINCT g::date AS day FROM old_absences a,
                   generate_series(date_trunc('week', a.from_day::timestamp), a.to_day::timestamp, interval '1 week') AS g) w
     ORDER BY w.day
    ON CONFLICT (day, shard) DO UPDATE SET version = team_versions.version + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO team_versions (day, shard, version)
    SELECT w.day, pg_backend_pid() % 16, 1
      FROM (SELECT DISTINCT g::date AS day FROM new_absences a,
                   generate_series(date_trunc('week', a.from_day::timestamp), a.to_day::timestamp, interval '1 week') AS g) w
     ORDER BY w.day
    ON CONFLICT (day, shard) DO UPDATE SET version = team_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER team_absence_insert AFTER INSERT ON absences
  REFERENCING NEW TABLE AS new_absences FOR EACH STATEMENT EXECUTE FUNCTION team_bump_absence_weeks();
CREATE TRIGGER team_absence_delete AFTER DELETE ON absences
  REFERENCING OLD TABLE AS old_absences FOR EACH STATEMENT EXECUTE FUNCTION team_bump_absence_weeks();
CREATE TRIGGER team_absence_update AFTER UPDATE ON absences
  REFERENCING OLD TABLE AS old_absences NEW TABLE AS new_absences FOR EACH STATEMENT EXECUTE FUNCTION team_bump_absence_weeks();
CREATE TRIGGER team_absence_truncate AFTER TRUNCATE ON absences
  FOR EACH STATEMENT EXECUTE FUNCTION team_bump_global();

-- People: the week lists the valid accounts whose group list holds the group (names: migration 007).
CREATE TRIGGER team_users AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION team_bump_global();
CREATE TRIGGER team_users_update AFTER UPDATE OF valid, group_list ON users
  FOR EACH ROW WHEN (OLD.valid IS DISTINCT FROM NEW.valid OR OLD.group_list IS DISTINCT FROM NEW.group_list)
  EXECUTE FUNCTION team_bump_global();
-- Groups: their names and buildings (whose week is open to whom), created and deleted.
CREATE TRIGGER team_groups AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION team_bump_global();

-- The version of the week from `monday`: its five days' office version and its own rows, inlined
-- into the statement that reads it with the caller's session (versions/queries.ts).
CREATE FUNCTION team_week_version(monday date) RETURNS TABLE (v bigint)
  LANGUAGE sql STABLE AS $$
  SELECT (SELECT o.v FROM office_days_version(monday, monday + 4) o)
       + (SELECT COALESCE(sum(version), 0) FROM team_versions WHERE day IN ('-infinity'::date, monday))::bigint
$$;

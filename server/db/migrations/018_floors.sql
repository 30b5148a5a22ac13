-- Floors owned by the organisation (decisions §18, issue #28): the floors of building 1, their
-- size, group zones and uploaded plan live here, no longer in code (domain/floors/layout.ts is only
-- the source of the layout migrated below and of the demo's seed). The plan's bytes are in the
-- database, so that backups and every server process see them.
CREATE TABLE floors (
  floor integer PRIMARY KEY CHECK (floor BETWEEN 0 AND 200),
  name text NOT NULL CHECK (name <> ''),
  -- The plan's size in plan units (x right, y down, origin top-left).
  width integer NOT NULL CHECK (width BETWEEN 100 AND 10000),
  height integer NOT NULL CHECK (height BETWEEN 100 AND 10000),
  -- [{groupId, label, x, y, w, h}]: the areas the map tints and labels with a group's name.
  zones jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(zones) = 'array'),
  plan bytea,
  plan_type text CHECK (plan_type IN ('image/svg+xml', 'image/png', 'image/jpeg')),
  -- From floor_plan_versions: a plan's address (?v=) is never given to another plan, even of a floor deleted and made again.
  plan_version bigint,
  CHECK ((plan IS NULL) = (plan_type IS NULL) AND (plan IS NULL) = (plan_version IS NULL))
);
CREATE SEQUENCE floor_plan_versions;

-- Desks and rooms are placed in plan units, a desk by its centre and a room by its rectangle:
-- the answers' map coordinates (latitude = the floor's height − y, longitude = x) are computed
-- from them, so that a floor's new height never moves what is on it. Every floor was 1000 × 600.
-- A deleted desk or room keeps its row (deleted_at): its past reservations stay, with their
-- desk or room, for the statistics and the people's lists; the views desks and rooms are the
-- ones that exist, and everything that shows, books or counts desks and rooms reads them.
ALTER TABLE desks RENAME TO all_desks;
ALTER TABLE all_desks ADD COLUMN x double precision;
ALTER TABLE all_desks ADD COLUMN y double precision;
ALTER TABLE all_desks ADD COLUMN deleted_at timestamptz;
UPDATE all_desks SET x = longitude, y = 600 - latitude;
ALTER TABLE all_desks ALTER COLUMN x SET NOT NULL;
ALTER TABLE all_desks ALTER COLUMN y SET NOT NULL;
ALTER TABLE all_desks DROP COLUMN latitude;
ALTER TABLE all_desks DROP COLUMN longitude;
CREATE VIEW desks AS
  SELECT desk_id, floor, x, y, groups_id_list, type, manager FROM all_desks WHERE deleted_at IS NULL;

ALTER TABLE rooms RENAME TO all_rooms;
ALTER TABLE all_rooms ADD COLUMN x double precision;
ALTER TABLE all_rooms ADD COLUMN y double precision;
ALTER TABLE all_rooms ADD COLUMN w double precision;
ALTER TABLE all_rooms ADD COLUMN h double precision;
ALTER TABLE all_rooms ADD COLUMN deleted_at timestamptz;
-- The rooms of today's layout get its rectangles (x = 40 + i·210, y 40, 195 × 120, the i-th room
-- of floors 4 and 5); any other room a rectangle of 120 × 80 around its point.
UPDATE all_rooms SET
  w = CASE WHEN id ~ '^E[45]-0[1-4]$' AND floor IN (4, 5) THEN 195 ELSE 120 END,
  h = CASE WHEN id ~ '^E[45]-0[1-4]$' AND floor IN (4, 5) THEN 120 ELSE 80 END;
UPDATE all_rooms SET
  x = CASE WHEN id ~ '^E[45]-0[1-4]$' AND floor IN (4, 5) THEN 40 + (split_part(id, '-', 2)::int - 1) * 210 ELSE greatest(0, longitude - w / 2) END,
  y = CASE WHEN id ~ '^E[45]-0[1-4]$' AND floor IN (4, 5) THEN 40 ELSE greatest(0, 600 - latitude - h / 2) END;
ALTER TABLE all_rooms ALTER COLUMN x SET NOT NULL;
ALTER TABLE all_rooms ALTER COLUMN y SET NOT NULL;
ALTER TABLE all_rooms ALTER COLUMN w SET NOT NULL;
ALTER TABLE all_rooms ALTER COLUMN h SET NOT NULL;
ALTER TABLE all_rooms ADD CONSTRAINT all_rooms_size CHECK (w > 0 AND h > 0);
ALTER TABLE all_rooms DROP COLUMN latitude;
ALTER TABLE all_rooms DROP COLUMN longitude;
CREATE VIEW rooms AS
  SELECT id, floor, name, type, people_no, has_tv, has_audio_video, has_phone, phone_no, groups_id_list, x, y, w, h
    FROM all_rooms WHERE deleted_at IS NULL;

-- The floors that have desks or rooms, as today's layout draws them: 1000 × 600, 'Etajul N', and
-- on floors 4 and 5 the zones of its groups (four of 215 × 370 at y 190, from x 40, 275, 510, 745).
INSERT INTO floors (floor, name, width, height, zones)
SELECT f.floor, 'Etajul ' || f.floor, 1000, 600, COALESCE(z.zones, '[]')
  FROM (SELECT floor FROM all_desks UNION SELECT floor FROM all_rooms) f
  LEFT JOIN (VALUES
    (4, '[{"groupId": "centrala", "label": "Centrala", "x": 40, "y": 190, "w": 215, "h": 370},
          {"groupId": "regiunea-bucuresti", "label": "Regiunea Bucuresti", "x": 275, "y": 190, "w": 215, "h": 370},
          {"groupId": "it", "label": "Tehnologia Informației", "x": 510, "y": 190, "w": 215, "h": 370},
          {"groupId": "financiar", "label": "Financiar", "x": 745, "y": 190, "w": 215, "h": 370}]'::jsonb),
    (5, '[{"groupId": "resurse-umane", "label": "Resurse Umane", "x": 40, "y": 190, "w": 215, "h": 370},
          {"groupId": "proiect-alfa", "label": "Proiect Alfa", "x": 275, "y": 190, "w": 215, "h": 370},
          {"groupId": "proiect-beta", "label": "Proiect Beta", "x": 510, "y": 190, "w": 215, "h": 370},
          {"groupId": "it", "label": "Tehnologia Informației", "x": 745, "y": 190, "w": 215, "h": 370}]'::jsonb)
  ) AS z(floor, zones) ON z.floor = f.floor
 WHERE f.floor BETWEEN 0 AND 200;

-- What the office shows on every day (migrations 007, 008, 017): a room moved or deleted (an
-- UPDATE, now that rooms are placed and deleted by administrators) and any change of a floor (its
-- size, zones, plan, a floor added or deleted) bump the global version, so the maps' ETags change
-- and open maps are told (office_day_notify). Desks' updates bump it already (desk_map_desks).
CREATE TRIGGER office_rooms_update AFTER UPDATE ON all_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_global();
CREATE TRIGGER office_floors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON floors
  FOR EACH STATEMENT EXECUTE FUNCTION desk_map_bump_global();

import { CAR_BRANDS } from '../../domain/tower/brands.js';
import { DEFAULT_FLOOR_SIZE } from '../../domain/floors/rules.js';
import { FIRST_NAMES, LAST_NAMES } from '../../server/seed/people.js';
import type { Queryable } from '../../server/db/connection.js';
import {
  CAR_OWNER,
  FIRST_FLOOR,
  FLOOR_COUNT,
  carUuid,
  dice,
  depId,
  deskDep,
  deskFloor,
  deskId,
  prjId,
  roomFloor,
  roomId,
  userUuid,
  type Plan,
} from './plan.js';

// The organisation: groups, employees, cars, desks, rooms and the tower's capacity.
// Each is one INSERT … SELECT over generate_series.

export async function insertGroups(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `INSERT INTO groups (id, name, type, parking_spots, building)
     SELECT ${depId('g')}, 'Co Departamentul ' || (g + 1), 'Departament', 2, '1' FROM generate_series(0, $1 - 1) AS g
     UNION ALL
     SELECT ${prjId('g')}, 'Co Proiectul ' || (g + 1), 'Proiect', 0, '1' FROM generate_series(0, $2 - 1) AS g`,
    [p.departments, p.projects],
  );
  return r.rowCount;
}

/**
 * Employee 0 administers both buildings, employees D..2D-1 manage their department, the rest
 * are users; 30 % are in a project too; car owners (30 %) may use the tower and have parking rights.
 */
export async function insertEmployees(q: Queryable, p: Plan, passwordHash: string): Promise<number> {
  const r = await q.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of,
                        building, building_list, admin_of, parking_right, confirmed, department_name)
     SELECT ${userUuid('i')}, 'co-' || lpad(i::text, 5, '0'),
            ($3::text[])[1 + i % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (i / cardinality($3::text[])) % cardinality($4::text[])],
            'co-' || lpad(i::text, 5, '0') || '@example.com', $2,
            CASE WHEN i = 0 THEN 'admin' WHEN i >= $5 AND i < 2 * $5 THEN 'manager' ELSE 'user' END,
            dep, CASE WHEN ${dice('i')} < 307 THEN ARRAY[dep, prj] ELSE ARRAY[dep] END,
            CASE WHEN i >= $5 AND i < 2 * $5 THEN ARRAY[dep] ELSE '{}' END,
            '1', CASE WHEN i = 0 OR ${CAR_OWNER} THEN ARRAY['1', '2'] ELSE '{}' END,
            CASE WHEN i = 0 THEN ARRAY['1', '2'] ELSE '{}' END,
            ${CAR_OWNER} OR i % 10 = 3, true, dep
       FROM (SELECT i, ${depId('i % $5')} AS dep, ${prjId('(i * 7) % $6')} AS prj FROM generate_series(0, $1 - 1) AS i) AS e`,
    [p.employees, passwordHash, FIRST_NAMES, LAST_NAMES, p.departments, p.projects],
  );
  return r.rowCount;
}

/** One car per car owner, plates B NNN C?? (the Bucharest pattern of tower §5), unique up to 676,000 employees. */
export async function insertCars(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `INSERT INTO cars (id, user_id, brand, license_plate, function_car, date_added)
     SELECT ${carUuid('i')}, ${userUuid('i')}, ($2::text[])[1 + i % cardinality($2::text[])],
            'B' || lpad((i % 1000)::text, 3, '0') || 'C' || chr(65 + (i / 1000) % 26) || chr(65 + (i / 26000) % 26),
            i % 50 = 1, $3
       FROM generate_series(0, $1 - 1) AS i WHERE ${CAR_OWNER}`,
    [p.employees, CAR_BRANDS.slice(1), new Date(p.now.getTime() - 800 * 86_400_000)],
  );
  return r.rowCount;
}

/** The tower's capacity is the company's; per-weekday overrides (the demo's Friday) would hide it. */
export async function setTowerCapacity(q: Queryable, p: Plan): Promise<void> {
  await q.query(
    `INSERT INTO settings (building, name, value) VALUES ('2', 'maxParkingSpaces', $1)
     ON CONFLICT (building, name) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(p.towerSpaces)],
  );
  await q.query("DELETE FROM settings WHERE building = '2' AND name LIKE 'maxParkingSpaces_%day'");
}

/** Where a floor's rooms begin, below its desks (25 a row, 28 apart, from y 20), and the plan's height that holds three rows of rooms. */
function floorLayout(p: Plan): { roomsTop: number; height: number } {
  const roomsTop = Math.max(400, 40 + Math.ceil(p.desksPerFloor / 25) * 28);
  return { roomsTop, height: Math.max(DEFAULT_FLOOR_SIZE.height, roomsTop + 200) };
}

/** The company's FLOOR_COUNT floors (decisions §18: floors live in the database): 'Etajul N', the default width, tall enough for their desks, no zones. */
export async function insertFloors(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `INSERT INTO floors (floor, name, width, height)
     SELECT f, 'Etajul ' || f, $2, $3 FROM generate_series(${FIRST_FLOOR}, ${FIRST_FLOOR} + $1 - 1) AS f`,
    [FLOOR_COUNT, DEFAULT_FLOOR_SIZE.width, floorLayout(p).height],
  );
  return r.rowCount;
}

/** F desks on each of the company's floors, on a grid of 25 a row from the plan's top-left corner (x, y: each desk's centre). */
export async function insertDesks(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `INSERT INTO desks (desk_id, floor, x, y, groups_id_list)
     SELECT ${deskId('k', '$1')}, ${deskFloor('k', '$1')},
            20 + ((k % $1) % 25 + 0.5) * 38.4, 20 + ((k % $1) / 25 + 0.5) * 28,
            ARRAY[${depId(deskDep('k', '$2', '$1'))}]
       FROM generate_series(0, ${FLOOR_COUNT} * $1 - 1) AS k`,
    [p.desksPerFloor, p.departments],
  );
  return r.rowCount;
}

/** The rooms, a floor each in turn, each open to the departments whose desks are on its floor, in rows of 10 of 85 × 50 below its desks. */
export async function insertRooms(q: Queryable, p: Plan): Promise<number> {
  const r = await q.query(
    `INSERT INTO rooms (id, floor, name, people_no, has_tv, has_audio_video, has_phone, groups_id_list, x, y, w, h)
     SELECT ${roomId('r')}, ${roomFloor('r')}, 'Co Sala ' || (r + 1), 4 + (r % 5) * 2, r % 2 = 0, r % 3 = 0, r % 4 <> 3,
            ARRAY(SELECT DISTINCT ${depId(deskDep('k', '$2', '$3'))}
                    FROM generate_series((${roomFloor('r')} - ${FIRST_FLOOR}) * $3, (${roomFloor('r')} - ${FIRST_FLOOR} + 1) * $3 - 1) AS k),
            20 + ((r / ${FLOOR_COUNT}) % 10) * 95, $4 + ((r / ${FLOOR_COUNT}) / 10 % 3) * 60, 85, 50
       FROM generate_series(0, $1 - 1) AS r`,
    [p.rooms, p.departments, p.desksPerFloor, floorLayout(p).roomsTop],
  );
  return r.rowCount;
}

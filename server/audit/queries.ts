import type { AuditKind } from '../../domain/audit.js';
import type { Queryable } from '../db/connection.js';

export interface AuditRow {
  at: Date;
  /** Null for a change the system made itself (the auto-release job, decisions §13). */
  actor_uuid: string | null;
  actor_name: string | null;
  /** Written only by recordAudit, from AUDIT_KIND. */
  kind: AuditKind;
  target: string;
  details: Record<string, unknown>;
}

export async function insertAudit(q: Queryable, e: AuditRow): Promise<void> {
  await q.query('INSERT INTO audit_log (at, actor_uuid, actor_name, kind, target, details) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.at,
    e.actor_uuid,
    e.actor_name,
    e.kind,
    e.target,
    JSON.stringify(e.details),
  ]);
}

/** Entries of one kind without an actor, written in one statement (a job's batch). */
export async function insertSystemAudits(
  q: Queryable,
  at: Date,
  kind: AuditKind,
  entries: { target: string; details: Record<string, unknown> }[],
): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (at, actor_uuid, actor_name, kind, target, details)
     SELECT $1, NULL, NULL, $2, e->>'target', e->'details' FROM jsonb_array_elements($3::jsonb) AS e`,
    [at, kind, JSON.stringify(entries)],
  );
}

export interface AuditFilter {
  from: Date | null;
  to: Date | null;
  actor: string | null;
  kind: string | null;
  offset: number;
  limit: number;
}

/** Entries newest first, with the count of all that match. */
export async function findAudit(q: Queryable, f: AuditFilter): Promise<{ total: number; rows: AuditRow[] }> {
  const params = [f.from, f.to, f.actor, f.kind];
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log
      WHERE ($1::timestamptz IS NULL OR at >= $1) AND ($2::timestamptz IS NULL OR at < $2)
        AND ($3::uuid IS NULL OR actor_uuid = $3) AND ($4::text IS NULL OR kind = $4)`,
    params,
  );
  const { rows } = await q.query<AuditRow>(
    `SELECT at, actor_uuid, actor_name, kind, target, details FROM audit_log
      WHERE ($1::timestamptz IS NULL OR at >= $1) AND ($2::timestamptz IS NULL OR at < $2)
        AND ($3::uuid IS NULL OR actor_uuid = $3) AND ($4::text IS NULL OR kind = $4)
      ORDER BY at DESC, id DESC OFFSET $5 LIMIT $6`,
    [...params, f.offset, f.limit],
  );
  return { total: count[0]?.n ?? 0, rows };
}

/** The names of the groups and rooms (deleted rooms too: their rows stay) whose ids are among these strings. */
export async function placeNamesOf(q: Queryable, ids: string[]): Promise<{ groups: Map<string, string>; rooms: Map<string, string> }> {
  const groups = new Map<string, string>();
  const rooms = new Map<string, string>();
  if (!ids.length) return { groups, rooms };
  const { rows } = await q.query<{ kind: 'group' | 'room'; id: string; name: string }>(
    `SELECT 'group' AS kind, id, name FROM groups WHERE id = ANY ($1::text[])
     UNION ALL SELECT 'room' AS kind, id, name FROM all_rooms WHERE id = ANY ($1::text[])`,
    [ids],
  );
  for (const r of rows) (r.kind === 'group' ? groups : rooms).set(r.id, r.name);
  return { groups, rooms };
}

/** Every floor's name by its number: a building has few. */
export async function floorNames(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ floor: number; name: string }>('SELECT floor, name FROM floors');
  return new Map(rows.map((r) => [String(r.floor), r.name]));
}

/** The names of the people among these UUIDs, deleted accounts too (their rows stay). */
export async function userNamesOf(q: Queryable, uuids: string[]): Promise<Map<string, string>> {
  if (!uuids.length) return new Map();
  const { rows } = await q.query<{ uuid: string; name: string }>(
    'SELECT uuid::text AS uuid, name FROM users WHERE uuid = ANY ($1::uuid[])',
    [uuids],
  );
  return new Map(rows.map((r) => [r.uuid, r.name]));
}

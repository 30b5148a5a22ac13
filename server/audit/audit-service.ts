import { PROVIDER_ACTOR, stringsIn, uuidsIn, withoutSecrets, type AuditKind, type ProviderActor } from '../../domain/audit.js';
import type { AuditPage } from '../../domain/schemas/audit-answers.js';
import type { AuditQuery } from '../../domain/schemas/audit.js';
import { addDays, bucharestInstant } from '../../domain/time.js';
import type { Queryable } from '../db/connection.js';
import { findAudit, floorNames, insertAudit, insertSystemAudits, placeNamesOf, userNamesOf } from './queries.js';
import { presentAudit } from './presenter.js';

/**
 * Records one administrative change. Call it with the transaction of the change itself, so
 * that the change and its entry are committed together or not at all. The actor is a person, or
 * no one by name (the identity provider: recordProviderAudit).
 */
export async function recordAudit(
  tx: Queryable,
  actor: { uuid: string | null; name: string },
  now: Date,
  kind: AuditKind,
  target: string,
  details: object = {},
) {
  await insertAudit(tx, {
    at: now,
    actor_uuid: actor.uuid,
    actor_name: actor.name,
    kind,
    target,
    details: withoutSecrets(details) as Record<string, unknown>,
  });
}

/** Records a change the company's identity provider made, through SCIM or at a company sign-in (decisions §25), in its transaction. */
export const recordProviderAudit = (tx: Queryable, via: ProviderActor, now: Date, kind: AuditKind, target: string, details: object = {}) =>
  recordAudit(tx, { uuid: null, name: PROVIDER_ACTOR[via] }, now, kind, target, details);

/**
 * Records changes the system made itself, with no actor (a job: decisions §13's releases), one
 * entry each, in one statement and in the transaction of the changes.
 */
export async function recordSystemAudits(tx: Queryable, now: Date, kind: AuditKind, entries: { target: string; details: object }[]) {
  if (!entries.length) return;
  await insertSystemAudits(
    tx,
    now,
    kind,
    entries.map((e) => ({ target: e.target, details: withoutSecrets(e.details) as Record<string, unknown> })),
  );
}

/** Entries between two Bucharest days, both included, newest first, with the names of the people, groups, rooms and floors they name. */
export async function listAudit(q: Queryable, f: AuditQuery): Promise<AuditPage> {
  const [from, to] = f.from && f.to && f.from > f.to ? [f.to, f.from] : [f.from, f.to];
  const { total, rows } = await findAudit(q, {
    from: from ? bucharestInstant(from, 0) : null,
    to: to ? bucharestInstant(addDays(to, 1), 0) : null,
    actor: f.actor ?? null,
    kind: f.kind ?? null,
    offset: f.offset,
    limit: f.limit,
  });
  // The people the page names (targets and ids in the details), read once: the log shows names, not UUIDs.
  const named = rows.map((r) => [r.target, r.details]);
  const names = await userNamesOf(q, uuidsIn(named));
  // Groups and rooms by name, floors as the map names them (#39 point 6); the web picks by field.
  const places = await placeNamesOf(q, stringsIn(named));
  return {
    total,
    rows: rows.map((r) => presentAudit(r, names)),
    names: Object.fromEntries(names),
    groups: Object.fromEntries(places.groups),
    rooms: Object.fromEntries(places.rooms),
    floors: Object.fromEntries(await floorNames(q)),
  };
}

import type { AuditEntry } from '../../domain/schemas/audit-answers.js';
import type { AuditRow } from './queries.js';

/** An entry; `targetName` is the person's name when the entry is about a user (issue #21). */
export const presentAudit = (r: AuditRow, names: ReadonlyMap<string, string>): AuditEntry => ({
  at: new Date(r.at).toISOString(),
  actorUuid: r.actor_uuid,
  actorName: r.actor_name,
  kind: r.kind,
  target: r.target,
  targetName: names.get(r.target.toLowerCase()) ?? null,
  details: r.details,
});

import type { AuditRow } from './queries.js';

export const presentAudit = (r: AuditRow) => ({
  at: new Date(r.at).toISOString(),
  actorUuid: r.actor_uuid,
  actorName: r.actor_name,
  kind: r.kind,
  target: r.target,
  details: r.details,
});

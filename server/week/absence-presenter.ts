import type { Absence } from '../../domain/schemas/week-answers.js';
import type { AbsenceRow } from './absence-queries.js';

/** An absence in the API (decisions §20): both days included. */
export function presentAbsence(a: AbsenceRow): Absence {
  return {
    _id: a.id,
    uuid: a.uuid,
    from: a.from_day,
    to: a.to_day,
    kind: a.kind,
    createdBy: a.created_by,
    createdAt: new Date(a.created_at).toISOString(),
  };
}

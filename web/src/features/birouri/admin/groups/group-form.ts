import type { Group } from '@domain/schemas/accounts.js';
import { groupUpdateBody } from '@domain/schemas/groups.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';
import { schemaProblem } from '../schema-problem.js';

// A group's own fields as typed (name, type, parking spots), checked with the schema the
// server validates with, so that a refusal can only come from what the server alone knows.

export interface GroupDraft {
  name: string;
  type: Group['type'];
  /** As typed; a whole number from 0. */
  parkingSpots: string;
}

export type GroupDraftProblems = Partial<Record<keyof GroupDraft, string>>;

const fields = groupUpdateBody.pick({ name: true, type: true, parkingSpots: true });

export const draftOf = (g: Group): GroupDraft => ({ name: g.name, type: g.type, parkingSpots: String(g.parkingSpots) });

export const EMPTY_DRAFT: GroupDraft = { name: '', type: 'Departament', parkingSpots: '0' };

/** Typed parking spots as a number for the schema; text that is no number at all gets its own sentence. */
function spots(text: string): number {
  return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : Number.NaN;
}

/** Typed parking spots that are no number at all, in the language active now. */
export const spotsNotANumber = (): string => translate(flexAdmin, 'flexAdmin.group.spotsNotANumber');

/** The group's fields as the server takes them, or the first problem of each field. */
export function checkGroupDraft(
  d: GroupDraft,
): { ok: true; value: { name: string; type: Group['type']; parkingSpots: number } } | { ok: false; problems: GroupDraftProblems } {
  const r = fields.safeParse({ name: d.name, type: d.type, parkingSpots: spots(d.parkingSpots) });
  if (r.success) return { ok: true, value: { name: r.data.name, type: r.data.type, parkingSpots: r.data.parkingSpots ?? 0 } };
  const problems: GroupDraftProblems = Number.isNaN(spots(d.parkingSpots)) ? { parkingSpots: spotsNotANumber() } : {};
  for (const issue of r.error.issues) {
    const key = issue.path[0] as keyof GroupDraft;
    problems[key] ??= schemaProblem(issue);
  }
  return { ok: false, problems };
}

/** Which of the group's own fields a save changes (groupSavedMessage picks the sentence from them). */
export function changedFields(before: Group, after: { name: string; type: Group['type']; parkingSpots: number }): string[] {
  return (['name', 'type', 'parkingSpots'] as const).filter((k) => before[k] !== after[k]);
}

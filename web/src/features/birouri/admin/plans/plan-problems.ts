import { FLOOR_RANGE } from '@domain/floors/layout.js';
import { PLAN_SIZE } from '@domain/schemas/floors.js';
import { translate } from '@/i18n/i18n.js';
import { plans, type PlansKey } from '@/i18n/plans.js';

// The floor schemas' refusals (domain/schemas/floors.ts, placement.ts) in the person's language
// (issue #40): known by the field and the rule they refuse, never by their sentence. The Romanian
// of each key is the schema's message, word for word; a refusal not known here is shown as it is.

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/** The numeric fields: each has one message, whatever the rule (not a number, not whole, too small, too large). */
const NUMERIC: Record<string, [PlansKey, Record<string, string>]> = {
  floor: ['plans.problem.floor', { min: String(FLOOR_RANGE.min), max: String(FLOOR_RANGE.max) }],
  width: ['plans.problem.planSize', { min: String(PLAN_SIZE.min), max: String(PLAN_SIZE.max) }],
  height: ['plans.problem.planSize', { min: String(PLAN_SIZE.min), max: String(PLAN_SIZE.max) }],
  number: ['plans.problem.number', { min: '1', max: '9999' }],
  x: ['plans.problem.position', { max: String(PLAN_SIZE.max) }],
  y: ['plans.problem.position', { max: String(PLAN_SIZE.max) }],
  w: ['plans.problem.extent', { max: String(PLAN_SIZE.max) }],
  h: ['plans.problem.extent', { max: String(PLAN_SIZE.max) }],
  peopleNo: ['plans.problem.peopleNo', { min: '0', max: '1000' }],
};

/** The names whose emptiness has its own message. */
const REQUIRED: Record<string, PlansKey> = { name: 'plans.problem.floorName', 'details.name': 'plans.problem.roomName' };

/** What a refusal of the floor schemas says, in the language chosen. */
export function problemText(issue: Issue): string {
  const field = issue.path.map(String).join('.');
  const numeric = NUMERIC[field];
  if (numeric) return translate(plans, numeric[0], numeric[1]);
  if (issue.code === 'too_small' && REQUIRED[field]) return translate(plans, REQUIRED[field]);
  if (issue.code === 'too_small' && issue.origin === 'string' && typeof issue.minimum === 'number')
    return translate(plans, 'plans.problem.required', { min: String(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number')
    return translate(plans, 'plans.problem.tooLong', { max: String(issue.maximum) });
  if (issue.code === 'invalid_format') return translate(plans, 'plans.problem.controlChars');
  return issue.message;
}

/** The first refusal of a field (its path from the start), in the language chosen. */
export function fieldProblem(issues: readonly Issue[], ...path: string[]): string | undefined {
  const issue = issues.find((i) => path.every((p, n) => i.path[n] === p));
  return issue && problemText(issue);
}

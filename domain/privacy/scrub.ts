import { ANONYMOUS_NAME } from './anonymous.js';

// An erased person's words wherever a text holds a copy of them (decisions §25): the audit entries'
// details (§12's one exception), the mail outbox, the webhooks' deliveries. Only string values are
// rewritten, never a JSON document's keys or shape, so what is read stays well-formed.

/** Below this length a word is replaced only where it is a whole value: 'ion' inside 'decizionale' is not a name. */
const SHORTEST_INSIDE = 4;

/** The words to replace, longest first (a name before the user name it may contain), without empties and repeats. */
export function needlesOf(words: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const w of words) {
    const t = w?.trim();
    if (t) seen.add(t);
  }
  return [...seen].sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with each needle replaced by 'Anonim', ignoring case: a whole value always, inside a longer text from SHORTEST_INSIDE characters. */
export function scrubText(text: string, needles: readonly string[]): string {
  const lower = text.trim().toLowerCase();
  if (needles.some((n) => n.toLowerCase() === lower)) return ANONYMOUS_NAME;
  let out = text;
  for (const n of needles) if (n.length >= SHORTEST_INSIDE) out = out.replace(new RegExp(escape(n), 'gi'), ANONYMOUS_NAME);
  return out;
}

/**
 * The fields of an audit entry's details that name the person it is about (decisions §9, §12): in an
 * entry about the erased person every text under them goes, a former name or e-mail included
 * (`changes.name.from`), which no needle of today's row would find.
 */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'username',
  'email',
  'sentTo',
  'phoneNumber',
  'phone_number',
  'departmentName',
  'department_name',
  'officeFloor',
  'officeRoom',
  'externalId',
  'brand',
  'plate',
  'licensePlate',
  'license_plate',
  'ownerLabel',
  'owner_label',
]);

const everyText = (value: unknown): unknown =>
  typeof value === 'string'
    ? ANONYMOUS_NAME
    : Array.isArray(value)
      ? value.map(everyText)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyText(v)]))
        : value;

/**
 * A JSON value with every string value scrubbed (scrubText); keys, numbers and the shape as they were.
 * With `about` (an audit entry about the person), every text under a PERSONAL_FIELDS key too.
 */
export function scrubJson(value: unknown, needles: readonly string[], about = false): unknown {
  if (typeof value === 'string') return scrubText(value, needles);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, needles, about));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        about && PERSONAL_FIELDS.has(k) ? everyText(v) : scrubJson(v, needles, about),
      ]),
    );
  return value;
}

/** Whether a text holds any needle (ignoring case), as scrubText would find it. */
export function mentions(text: string, needles: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return needles.some((n) => lower.includes(n.toLowerCase()));
}

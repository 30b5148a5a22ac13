// The text of the booking's pgbench script (issue #43 point 2), from the statements one booking sent
// (booking-script.ts records them): pure, so that its rules are tested without a database.

/** The values of a booking that differ from one transaction to the next, read from the plan's table. */
export const BOOKING_VARIABLES = ['uuid', 'desk_id', 'day', 'id'] as const;
export type ScriptVariables = Record<(typeof BOOKING_VARIABLES)[number], string>;

/** A statement as the driver got it: its text, and its values as text (null for NULL). */
export interface Recorded {
  text: string;
  values: (string | null)[];
}

/**
 * The script of one booking: the plan's next row into the variables, then the request's statements
 * (those before its transaction: the session), its transaction, and the notification after the
 * commit; the outbox's work that the commit sets off is left out. Each value of the recorded booking
 * becomes its variable (an array of them, an ARRAY of variables); every other value is written in
 * as a literal. Statements the app sends together (`BEGIN; SET LOCAL …`) are sent apart: pgbench's
 * prepared mode takes one statement per command (two round trips more than the app, docs/bench.md).
 */
export function pgbenchScript(recorded: Recorded[], vars: ScriptVariables): { text: string; statements: string[] } {
  const begin = recorded.findIndex((r) => /^\s*BEGIN\b/i.test(r.text));
  const commit = recorded.findIndex((r, i) => i > begin && /\bCOMMIT\s*;?\s*$/i.test(r.text));
  if (begin < 0 || commit < 0) throw new Error('the recorded booking has no transaction (BEGIN … COMMIT)');
  const kept = [...recorded.slice(0, commit + 1), ...recorded.slice(commit + 1).filter((r) => /\bpg_notify\s*\(/i.test(r.text))];
  const statements = kept.flatMap((r) => (r.values.length ? [withValues(r, vars)] : splitScript(r.text)));
  // nextval in a subquery: evaluated once, not for each row the scan meets (then no row would match).
  const fetch = `SELECT ${BOOKING_VARIABLES.join(', ')} FROM bench_booking_plan WHERE n = (SELECT nextval('bench_booking_plan_n')) \\gset`;
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  return {
    text: [fetch, ...statements.map((s) => `${oneLine(s)};`)].join('\n') + '\n',
    statements: statements.map((s) => oneLine(s).slice(0, 72)),
  };
}

/** Each `$n` of the statement replaced by its variable or literal, in one pass (a literal holding `$1` stays as it is). */
function withValues(r: Recorded, vars: ScriptVariables): string {
  const byValue = new Map(Object.entries(vars).map(([name, value]) => [value, `:${name}`]));
  return r.text.replace(/\$(\d+)/g, (whole, n: string) =>
    Number(n) <= r.values.length ? valueText(r.values[Number(n) - 1], byValue) : whole,
  );
}

function valueText(v: string | null, byValue: Map<string, string>): string {
  if (v === null) return 'NULL';
  const variable = byValue.get(v);
  if (variable) return variable;
  const elements = /^\{(.*)\}$/.exec(v)?.[1]?.split(',');
  if (elements?.length && elements.every((e) => byValue.has(e.replace(/^"(.*)"$/, '$1'))))
    return `ARRAY[${elements.map((e) => byValue.get(e.replace(/^"(.*)"$/, '$1'))).join(', ')}]`;
  return literal(v);
}

/**
 * A literal of the value, in an escape string whose colons are written \x3a: pgbench reads `:name`
 * in a command as its variable, and a literal holds colons (an instant, a URL, JSON).
 */
export function literal(v: string): string {
  return `E'${v.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/:/g, '\\x3a')}'`;
}

/** A script of several statements without parameters, one statement each. */
function splitScript(text: string): string[] {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

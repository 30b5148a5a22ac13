import { expect, test } from 'vitest';
import { literal, pgbenchScript, type Recorded } from './booking-script-text.js';

// Issue #43 point 2: the booking's statements, recorded once, as the pgbench script that repeats them
// for every booking of the plan.
const vars = { uuid: 'u-1', desk_id: '4-12', day: '2027-03-02', id: 'r-9' };

const recorded: Recorded[] = [
  { text: 'SELECT * FROM sessions WHERE token_hash = $1 AND expires > $2', values: ['abc', '2027-03-01T07:00:00.000+00:00'] },
  { text: "BEGIN; SET LOCAL birouri.defer_notify = 'on'", values: [] },
  { text: 'SELECT subject($1, $2, $3)', values: ['u-1', '1', '4-12'] },
  {
    text: 'SELECT standing($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    values: ['u-1', 'u-1', '1', '2027-03-02', '2027-03-01', 'x', 'x', 'x', 'x', 'ten'],
  },
  { text: 'INSERT INTO r VALUES ($1, $2, $3, $4, $5)', values: ['r-9', '4-12', null, '{"a":"b:c","it\'s":1}', 'costs $1'] },
  { text: "SELECT current_setting('birouri.notify_days', true) AS days; COMMIT", values: [] },
  { text: 'SELECT * FROM mail_outbox WHERE sent_at IS NULL', values: [] },
  { text: "SELECT pg_notify('office_day', d) FROM unnest($1::text[]) AS d", values: ['{"2027-03-02"}'] },
];

test('the script takes the next booking of the plan, then sends the request’s statements with its values as variables', () => {
  const { text, statements } = pgbenchScript(recorded, vars);
  const lines = text.trim().split('\n');
  expect(lines[0]).toBe("SELECT uuid, desk_id, day, id FROM bench_booking_plan WHERE n = (SELECT nextval('bench_booking_plan_n')) \\gset");
  expect(lines.slice(1)).toEqual([
    "SELECT * FROM sessions WHERE token_hash = E'abc' AND expires > E'2027-03-01T07\\x3a00\\x3a00.000+00\\x3a00';",
    'BEGIN;',
    "SET LOCAL birouri.defer_notify = 'on';",
    "SELECT subject(:uuid, E'1', :desk_id);",
    // $10 replaced whole, not as $1 followed by a 0.
    "SELECT standing(:uuid, :uuid, E'1', :day, E'2027-03-01', E'x', E'x', E'x', E'x', E'ten');",
    `INSERT INTO r VALUES (:id, :desk_id, NULL, E'{"a"\\x3a"b\\x3ac","it''s"\\x3a1}', E'costs $1');`,
    "SELECT current_setting('birouri.notify_days', true) AS days;",
    'COMMIT;',
    // The outbox's work after the commit is left out; the notification is the booking's.
    "SELECT pg_notify('office_day', d) FROM unnest(ARRAY[:day]::text[]) AS d;",
  ]);
  expect(statements).toHaveLength(9);
});

test('a recording without a transaction is refused, not turned into a script of something else', () => {
  expect(() => pgbenchScript(recorded.slice(0, 1), vars)).toThrow(/no transaction/);
});

test('a literal holds no colon pgbench would read as a variable, and escapes what an escape string must', () => {
  expect(literal("a:b\\c'd")).toBe("E'a\\x3ab\\\\c''d'");
});

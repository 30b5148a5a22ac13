import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aDesk, aFloor, aGroup, aPerson } from '../../server/test/factories.js';
import { createTestApp, type TestApp } from '../../server/test/harness.js';
import { recordBooking } from './booking-script.js';

// The booking's pgbench script (issue #43 point 2) is made of the statements one booking sends. On
// PostgreSQL only: the app under record speaks to it through node-postgres, whose queries it records.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const START = '2026-03-02T08:00:00Z'; // Monday 10:00 Bucharest
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp({ start: START });
});
afterAll(() => t?.close());

it.skipIf(!onPostgres)("records the booking's own statements, not what other work sends meanwhile on node-postgres", async () => {
  const group = await aGroup(t);
  const deskId = await aDesk(t, { floor: await aFloor(t), groups: [group] });
  const person = await aPerson(t, { groups: [group] });
  // Work beside the booking, as the app's queue polls and jobs are: a statement every few milliseconds.
  const beside = new pg.Client({ connectionString: t.dbUrl });
  await beside.connect();
  let polling = true;
  const polls = (async () => {
    while (polling) await beside.query("SELECT 'beside the booking' AS poll, pg_sleep(0.002)");
  })();
  try {
    const { recorded } = await recordBooking(t.dbUrl!, new Date(START), { uuid: person.uuid, deskId, day: '2026-03-04' }, person.token);
    const texts = recorded.map((r) => r.text);
    console.log(
      JSON.stringify(
        texts.map((s) => s.slice(0, 60)),
        null,
        1,
      ),
    );
    expect(texts.filter((s) => s.includes('beside the booking'))).toEqual([]);
    expect(texts.some((s) => /^\s*BEGIN\b/i.test(s))).toBe(true);
    expect(texts.some((s) => /INSERT INTO desk_reservations/i.test(s))).toBe(true);
    expect(texts.some((s) => /\bCOMMIT\s*;?\s*$/i.test(s))).toBe(true);
    expect(texts.some((s) => /\bpg_notify\s*\(/i.test(s))).toBe(true);
  } finally {
    polling = false;
    await polls;
    await beside.end();
  }
});

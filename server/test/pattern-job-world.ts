import { aDesk, aFloor, aGroup, aPerson, type Person } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

// The world of the work pattern's nightly job's tests (decisions §20), shared by their two files:
// Monday 2 March 2026, 10:00 Bucharest to start. Each test has its own app (the clock moves);
// closePatternApps ends them.

const apps: TestApp[] = [];
/** Closes the apps the file's tests made: each file calls it after each test and after all. */
export async function closePatternApps(): Promise<void> {
  for (const t of apps.splice(0)) await t.close();
}

export async function world() {
  const t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  apps.push(t);
  const group = await aGroup(t);
  const floor = await aFloor(t);
  const desks: string[] = [];
  for (let i = 0; i < 8; i++) desks.push(await aDesk(t, { floor, groups: [group], x: 50 + i * 60, y: 100 }));
  /** A pattern written as a save would, without the save's own run: what the nightly job finds. */
  const withPattern = async (days: number[], favourites: string[] = [], o: Parameters<typeof aPerson>[1] = {}) => {
    const p = await aPerson(t, { groups: [group], ...o });
    await t.ctx.db.query('INSERT INTO work_patterns (uuid, days, desks, saved_at) VALUES ($1, $2, $3, now())', [p.uuid, days, favourites]);
    return p;
  };
  const heldDays = async (p: Person) =>
    (
      await t.ctx.db.query<{ day: string }>(
        `SELECT day::text FROM desk_reservations WHERE uuid = $1 AND status <> 'cancelled' AND source = 'pattern' ORDER BY day`,
        [p.uuid],
      )
    ).rows.map((r) => r.day);
  const moveTo = async (iso: string) => {
    await t.moveClock(iso);
    await t.ctx.outbox.drain();
  };
  const mailsTo = (p: Person) => t.smtp.messages.filter((m) => JSON.stringify(m.to).includes(p.email));
  return { t, group, desks, withPattern, heldDays, moveTo, mailsTo };
}

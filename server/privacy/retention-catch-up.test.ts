import { afterEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_UUID } from '../../domain/privacy/anonymous.js';
import { closeRetentionApps, holders, world } from '../test/retention-world.js';

// Retention (decisions §25) with factories on the test clock (server/test/retention-world.ts): the nights missed
// while no process ran, and the audit log append-only to everyone else.
afterEach(closeRetentionApps);

describe('retention: the night, caught up, and the audit log', () => {
  it(
    'catches up the nights missed while no process ran: the first takes the old rows, the others find nothing',
    { timeout: 120_000 },
    async () => {
      const { t, ids, setting, moveTo, runs } = await world();
      expect((await setting('retentionMonths', 6)).body.err).toBe(0);
      // Down from Tuesday 15 to Saturday 19: four nights fall due at once.
      const ran = await moveTo('2026-09-19T08:00:00Z');
      expect(ran.filter((r) => r.job === 'retention')).toHaveLength(4);
      expect((await holders(t))[ids.oldRoom]).toBe(ANONYMOUS_UUID);
      expect(await runs()).toHaveLength(1);
    },
  );

  it(
    'leaves the audit log append-only to everyone else: only a declared transaction empties details, and nothing deletes',
    { timeout: 60_000 },
    async () => {
      const { t } = await world();
      const db = t.ctx.db;
      const refused = 'audit_log entries are never edited or deleted';
      await expect(db.query("UPDATE audit_log SET details = '{}'::jsonb")).rejects.toThrow(refused);
      await expect(
        db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
          await tx.query("UPDATE audit_log SET at = at - interval '1 day'");
        }),
      ).rejects.toThrow(refused);
      await expect(
        db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
          await tx.query('DELETE FROM audit_log');
        }),
      ).rejects.toThrow(refused);
      // The declaration ends with its transaction.
      await db.transaction(async (tx) => {
        await tx.query("SELECT set_config('app.audit_rewrite', 'retention', true)");
        await tx.query("UPDATE audit_log SET details = '{}'::jsonb WHERE at < '2026-03-01'");
      });
      await expect(db.query("UPDATE audit_log SET details = '{}'::jsonb")).rejects.toThrow(refused);
    },
  );
});

import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { aPerson } from '../test/factories.js';
import { runRetention } from './retention-job.js';
import { closeRetentionApps, holders, NIGHT, world } from '../test/retention-world.js';

// Retention (decisions §25) with factories on the test clock (server/test/retention-world.ts): the setting's
// bounds, and a night at 0 that changes nothing.
afterEach(closeRetentionApps);

describe('retention: the setting', () => {
  it(
    'is 0 (keep everything) or 6–120 months, never shorter than either building’s windows, and bounds them back',
    { timeout: 60_000 },
    async () => {
      const { t, admin, setting } = await world();
      const officeAdmin = await aPerson(t, { adminOf: ['1'] });
      expect((await setting('retentionMonths', 5)).body).toMatchObject({
        err: 400,
        message: MSG.paramRetentionMonths,
        reason: 'app.paramRetentionMonths',
      });
      expect((await setting('retentionMonths', 121)).body).toMatchObject({ err: 400, message: MSG.paramRetentionMonths });
      expect((await setting('retentionMonths', 12, '2')).body).toMatchObject({ err: 400, message: MSG.unknownParam });
      expect((await setting('retentionMonths', 12, '1', officeAdmin.token)).status).toBe(403);
      // The tower's sorting window (building 2) of 200 days: six months (181 days at fewest) are too short, seven are not.
      expect((await setting('calculateSortingIndisciplineDays', 200, '2')).body.err).toBe(0);
      expect((await setting('retentionMonths', 6)).body).toMatchObject({
        err: 400,
        message: MSG.paramRetentionTooShort,
        reason: 'app.paramRetentionTooShort',
      });
      expect((await setting('retentionMonths', 7)).body.err).toBe(0);
      // The office's ban (building 1) and the tower's window may not outgrow the retention now that it is on.
      expect((await setting('banDays', 213, '1')).body).toMatchObject({
        err: 400,
        message: MSG.paramWindowBeyondRetention,
        reason: 'app.paramWindowBeyondRetention',
      });
      expect((await setting('calculateIndisciplineDays', 300, '2')).body).toMatchObject({
        err: 400,
        message: MSG.paramWindowBeyondRetention,
      });
      expect((await setting('banDays', 212, '1')).body.err).toBe(0);
      // Off again: the windows are free.
      expect((await setting('retentionMonths', 0)).body.err).toBe(0);
      expect((await setting('calculateIndisciplineDays', 300, '2')).body.err).toBe(0);
      const config = (await t.call('GET', '/api/config', { token: admin.token })).body.payload as {
        name: string;
        value: number;
        building: string;
      }[];
      expect(config.filter((p) => p.name === 'retentionMonths')).toEqual([{ name: 'retentionMonths', value: 0, building: '1' }]);
    },
  );

  it('keeps everything at 0 (the default): the night changes nothing', { timeout: 60_000 }, async () => {
    const { t, moveTo, runs } = await world();
    const before = await holders(t);
    expect((await moveTo(NIGHT)).map((r) => r.job)).toContain('retention');
    expect(await holders(t)).toEqual(before);
    expect(await runs()).toEqual([]);
    expect(await runRetention(t.ctx.db, t.clock.now())).toBeNull();
  });
});

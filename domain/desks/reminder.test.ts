import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '../time.js';
import { reminderDay, reminderMoment, remindedThrough, remindsAtOnce } from './reminder.js';

// 2026-03-02 is a Monday.
describe('the desk reminder’s moment (decisions §6)', () => {
  it('is two working days before the day, skipping the weekend', () => {
    expect(reminderDay('2026-03-04')).toBe('2026-03-02'); // Wednesday ← Monday
    expect(reminderDay('2026-03-09')).toBe('2026-03-05'); // Monday ← Thursday
    expect(reminderDay('2026-03-10')).toBe('2026-03-06'); // Tuesday ← Friday
    expect(reminderMoment('2026-03-04', 18)).toEqual(bucharestInstant('2026-03-02', 18));
  });

  it('each working day’s run reminds through the day two working days on, so that no day is left out', () => {
    expect(remindedThrough('2026-03-05')).toBe('2026-03-09'); // Thursday → Monday
    expect(remindedThrough('2026-03-06')).toBe('2026-03-10'); // Friday → Tuesday
    for (let d = 2; d <= 27; d++) {
      const day = `2026-03-${String(d).padStart(2, '0')}`;
      if (new Date(`${day}T12:00:00Z`).getUTCDay() % 6 === 0) continue;
      expect(remindedThrough(reminderDay(day))).toBe(day);
    }
  });

  it('sends at once a booking made after its moment, and reads the hour only when the moment is today', async () => {
    const hour = 18;
    let asked = 0;
    const hourOf = async () => (asked++, hour);
    // Monday 17:00 Bucharest: Wednesday's moment is at 18:00 today, Tuesday's was last Thursday.
    const monday17 = bucharestInstant('2026-03-02', 17);
    expect(await remindsAtOnce('2026-03-03', monday17, hourOf)).toBe(true);
    expect(asked).toBe(0);
    expect(await remindsAtOnce('2026-03-04', monday17, hourOf)).toBe(false);
    expect(asked).toBe(1);
    expect(await remindsAtOnce('2026-03-04', bucharestInstant('2026-03-02', 18), hourOf)).toBe(true);
    expect(await remindsAtOnce('2026-03-05', monday17, hourOf)).toBe(false);
    expect(asked).toBe(2);
  });
});

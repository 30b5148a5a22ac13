import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { DESK_REASON } from '@domain/desks/rules.js';
import { bucharestInstant } from '@domain/time.js';
import { ApiError } from '@/api/client.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { desks } from '@/i18n/desks.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { parkingLabel } from './desk-booking/parking-label.js';
import { RESERVATION_STATUS } from './drawer/reservation-status.js';
import { freeDesksText, weekStrip } from './drawer/week-grid.js';
import { confirmErrorText } from './presence/presence-rules.js';
import { roomAvailability } from './rooms/room-availability.js';
import { dayLabel } from './rooms/room-form.js';
import { cancelErrorText } from './use-desk-actions.js';

const DAY = '2027-03-02';
const MONDAY_9 = new Date('2027-03-01T07:00:00Z');
const at = (h: number, m = 0) => bucharestInstant(DAY, h, m);
const r = (begin: Date, end: Date) => ({ dateBegin: begin.toISOString(), dateEnd: end.toISOString() });

function Status({ status }: { status: 'booked' | 'busy' | 'cancelled' }) {
  const t = useT(desks);
  return <span>{t(RESERVATION_STATUS[status])}</span>;
}

// Issue #40: what the everyday pages said in Romanian whatever the language (domain's sentences,
// domain/time's days, domain/plural's counts) now follows the person's language; Romanian unchanged.
describe('the everyday words in English', () => {
  backToRomanianAfterEach();

  it('counts, dates, statuses and notices in English, and in Romanian again after the switch back', async () => {
    await chooseLanguage('en');
    expect(freeDesksText(1)).toBe('1 free desk');
    expect(freeDesksText(23)).toBe('23 free desks');
    expect(parkingLabel(3)).toBe('Parking space (3 free)');
    const tuesday = weekStrip('2027-03-02', '2027-03-02', [{ day: '2027-03-02', deskId: '4-12' }], [{ day: '2027-03-02', free: 5 }])[0][1];
    expect(tuesday.label).toMatch(/^Tuesday,? 2 March 2027, your desk 4-12, 5 free desks$/);
    expect(dayLabel('2027-03-19')).toBe('Friday, 19/03/2027');
    expect(roomAvailability(DAY, MONDAY_9, [])).toEqual({ kind: 'free', text: 'Free all day' });
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(19))]).text).toBe('1.5 hours free');
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(19, 30))]).text).toBe('1 hour free');
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(20))]).text).toBe('30 minutes free');
    expect(confirmErrorText(new ApiError(403, 'any text', DESK_REASON.notOwner))).toBe(
      'Only the holder of the booking can confirm presence.',
    );
    await loadRefusalWords();
    expect(cancelErrorText(new ApiError(400, 'any text', DESK_REASON.cancel24h))).toMatch(/24 hours/);
    const { rerender } = render(
      <Suspense fallback={null}>
        <Status status="busy" />
      </Suspense>,
    );
    expect(await screen.findByText('Occupied')).toBeTruthy();

    await chooseLanguage('ro');
    rerender(
      <Suspense fallback={null}>
        <Status status="busy" />
      </Suspense>,
    );
    expect(await screen.findByText('Ocupat')).toBeTruthy();
    expect(freeDesksText(23)).toBe('23 de birouri libere');
    expect(parkingLabel(1)).toBe('Loc de parcare (1 loc liber)');
    expect(dayLabel('2027-03-19')).toBe('vineri, 19.03.2027');
    expect(roomAvailability(DAY, MONDAY_9, [r(at(8), at(19))]).text).toBe('1,5 ore libere');
    expect(confirmErrorText(new ApiError(403, 'any text', DESK_REASON.notOwner))).toBe(
      'Doar titularul rezervării își poate confirma prezența.',
    );
  }, 20_000);
});

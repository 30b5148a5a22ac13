import { describe, expect, it } from 'vitest';
import { autoReleaseHourOf, CHECKIN_MSG, checkinDecision, type TodayHolding } from './checkin.js';
import { checkDeskDay, deskBookingRefusal, DESK_MSG } from './rules.js';

const me = 'ana';
const holding = (deskId: string, uuid: string, status: TodayHolding['status'] = 'booked'): TodayHolding => ({ deskId, uuid, status });

describe('a check-in (decisions §13)', () => {
  it('confirms the caller’s desk, or says it was confirmed already', () => {
    expect(checkinDecision({ me, deskId: '4-1', mine: holding('4-1', me), desk: holding('4-1', me), walkUp: false })).toEqual({
      action: 'confirmed',
    });
    expect(
      checkinDecision({ me, deskId: '4-1', mine: holding('4-1', me, 'busy'), desk: holding('4-1', me, 'busy'), walkUp: true }),
    ).toEqual({
      action: 'already',
    });
  });

  it('refuses another desk of the caller first, then a desk someone else holds, then a free desk without walk-up', () => {
    expect(checkinDecision({ me, deskId: '4-2', mine: holding('4-1', me), desk: holding('4-2', 'ion'), walkUp: true })).toEqual({
      refusal: 'checkin.otherDesk',
      deskId: '4-1',
    });
    expect(checkinDecision({ me, deskId: '4-2', mine: null, desk: holding('4-2', 'ion'), walkUp: true })).toEqual({
      refusal: 'checkin.taken',
      holder: 'ion',
    });
    expect(checkinDecision({ me, deskId: '4-2', mine: null, desk: null, walkUp: false })).toEqual({ refusal: 'checkin.walkUpOff' });
    expect(checkinDecision({ me, deskId: '4-2', mine: null, desk: null, walkUp: true })).toEqual({ action: 'booked' });
  });

  it('words its messages as §13 writes them, hours in two digits', () => {
    expect(CHECKIN_MSG.otherDesk('4-12')).toBe('Aveți deja rezervat biroul 4-12 pentru azi.');
    expect(CHECKIN_MSG.taken('Ana Popescu')).toBe('Biroul este rezervat azi de Ana Popescu.');
    expect(CHECKIN_MSG.walkUpOff).toBe('Biroul nu este rezervat de dumneavoastră pentru azi.');
    expect(CHECKIN_MSG.autoReleaseNotice(9)).toBe('Confirmați prezența până la ora 09:00, altfel rezervarea se anulează automat.');
    expect(CHECKIN_MSG.released('5-3', '2026-03-02', 10)).toBe(
      'Rezervarea biroului 5-3 din 02.03.2026 a fost anulată automat: prezența nu a fost confirmată până la ora 10:00.',
    );
    expect(autoReleaseHourOf({ autoReleaseHour: -1 })).toBeNull();
    expect(autoReleaseHourOf({ autoReleaseHour: 8 })).toBe(8);
  });
});

describe('a walk-up booking', () => {
  // Monday 2 March 2026, 09:00 in Bucharest.
  const now = new Date('2026-03-02T07:00:00Z');

  it('opens today, and only today, of the booking window', () => {
    expect(checkDeskDay('2026-03-02', now, 30)).toBe(DESK_MSG.outsideWindow('2026-04-01'));
    expect(checkDeskDay('2026-03-02', now, 30, true)).toBeNull();
    expect(checkDeskDay('2026-02-27', now, 30, true)).toBe(DESK_MSG.outsideWindow('2026-04-01'));
    expect(checkDeskDay('2026-03-07', new Date('2026-03-07T08:00:00Z'), 30, true)).toBe(DESK_MSG.weekend);
  });

  it('keeps every other rule of the booking', () => {
    const base = {
      when: { day: '2026-03-02', now, maxDaysDesk: 30, walkUp: true },
      actor: { uuid: me, role: 'user' as const, managerOf: [] },
      person: { uuid: me, role: 'user' as const },
      groups: ['it'],
      desk: { groupsIdList: ['it'], type: null, manager: null },
    };
    expect(deskBookingRefusal(base)).toBeNull();
    expect(deskBookingRefusal({ ...base, banned: true })).toBe('desk.banned');
    expect(deskBookingRefusal({ ...base, personHoldsDesk: true })).toBe('desk.selfHasBooking');
    expect(deskBookingRefusal({ ...base, active: { count: 10, max: 10 } })).toBe('desk.maxActive');
    expect(deskBookingRefusal({ ...base, desk: { groupsIdList: ['hr'], type: null, manager: null } })).toBe('desk.otherGroup');
    expect(deskBookingRefusal({ ...base, desk: { groupsIdList: ['it'], type: 'Reserved', manager: 'ion' } })).toBe('desk.allocated');
  });
});

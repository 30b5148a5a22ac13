import { describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import type { DeskReservation } from '@/api/desks.js';
import { ApiError, NETWORK_REASON } from '@/api/client.js';
import { CHECKIN_REASON } from '@domain/desks/checkin.js';
import { checkinDone, checkinRefused } from './checkin-outcome.js';

const reservation = { deskId: '4-12', floor: 4, day: '2027-03-01', status: 'busy' } as DeskReservation;

describe('what the check-in page says', () => {
  it('names the desk, its floor and the day of each accepted check-in', () => {
    const confirmed = checkinDone({ action: 'confirmed', reservation });
    expect(confirmed).toMatchObject({ tone: 'success', title: 'Prezența a fost confirmată' });
    expect(confirmed.text).toContain('biroul 4-12, etajul 4, azi, 01.03.2027');
    expect(checkinDone({ action: 'already', reservation })).toMatchObject({ tone: 'info', title: 'Prezența era deja confirmată' });
    const booked = checkinDone({ action: 'booked', reservation });
    expect(booked).toMatchObject({ tone: 'success', title: 'Biroul a fost rezervat pentru dumneavoastră' });
    expect(booked.text).toMatch(/^Biroul 4-12, etajul 4 era liber: este rezervat pe numele dumneavoastră/);
  });

  it('words each refusal by its reason, keeping the sentence that names the other desk or the holder', () => {
    const other = checkinRefused(new ApiError(409, 'Aveți deja rezervat biroul 5-03 pentru azi.', CHECKIN_REASON.otherDesk), '4-12');
    expect(other.title).toBe('Aveți alt birou rezervat azi');
    expect(other.text).toContain('Aveți deja rezervat biroul 5-03 pentru azi.');
    const taken = checkinRefused(new ApiError(409, 'Biroul este rezervat azi de Ion Ionescu.', CHECKIN_REASON.taken), '4-12');
    expect(taken).toMatchObject({ tone: 'warning', title: 'Biroul este ocupat azi' });
    expect(taken.text).toContain('Ion Ionescu');
    const off = checkinRefused(new ApiError(403, 'Biroul nu este rezervat de dumneavoastră pentru azi.', CHECKIN_REASON.walkUpOff), '4-12');
    expect(off.title).toBe('Biroul nu este rezervat de dumneavoastră');
    expect(off.text).toContain('rezervarea la fața locului nu este permisă');
    const weekend = new ApiError(400, 'Prezența la birou se confirmă doar în zilele lucrătoare.', CHECKIN_REASON.weekend);
    expect(checkinRefused(weekend, '4-12').title).toBe('Azi nu este o zi lucrătoare');
    expect(checkinRefused(new ApiError(404, DESK_MSG.deskNotFound, DESK_REASON.deskNotFound), '9-99').text).toContain(
      'Biroul 9-99 nu există',
    );
  });

  it('decides on the reason, not on the sentence: another text with the same reason reads the same', () => {
    const a = checkinRefused(new ApiError(403, 'oricare', CHECKIN_REASON.walkUpOff), '4-12');
    const b = checkinRefused(new ApiError(403, 'alt text', CHECKIN_REASON.walkUpOff), '4-12');
    expect(a).toEqual(b);
  });

  it("shows a booking rule's own sentence when a walk-up booking is refused, and offers to try again without a network", () => {
    const banned = checkinRefused(new ApiError(403, 'Nu poți face rezervări până la data de 15.03.2027', DESK_REASON.banned), '4-12');
    expect(banned).toMatchObject({
      title: 'Biroul nu poate fi rezervat pentru dumneavoastră',
      text: 'Nu poți face rezervări până la data de 15.03.2027',
    });
    const offline = checkinRefused(new ApiError(0, 'Nu sunteți conectat la internet.', NETWORK_REASON.offline), '4-12');
    expect(offline.retry).toBe(true);
    expect(checkinRefused(new Error('x'), '4-12').title).toBe('Prezența nu a putut fi confirmată');
  });
});

import { describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import { MSG } from '@domain/messages.js';
import { ApiError } from '@/api/client.js';
import { cancelPageView, canConfirmPresence, confirmErrorText } from './presence-rules.js';

describe('canConfirmPresence', () => {
  it('lets the holder confirm a booked desk', () => {
    expect(canConfirmPresence({ uuid: 'ana', status: 'booked' }, 'ana')).toBe(true);
  });

  it('refuses someone else, a presence already confirmed and a cancelled reservation', () => {
    expect(canConfirmPresence({ uuid: 'ana', status: 'booked' }, 'ion')).toBe(false);
    expect(canConfirmPresence({ uuid: 'ana', status: 'busy' }, 'ana')).toBe(false);
    expect(canConfirmPresence({ uuid: 'ana', status: 'cancelled' }, 'ana')).toBe(false);
  });
});

describe('confirmErrorText', () => {
  it('words a refusal by its reason, whatever the text says', () => {
    expect(confirmErrorText(new ApiError(400, 'anything', DESK_REASON.alreadyConfirmed))).toBe('Prezența a fost deja confirmată.');
    expect(confirmErrorText(new ApiError(404, DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound))).toBe(
      'Rezervarea nu mai există: a fost anulată.',
    );
  });

  it("falls back on the server's message, or a generic sentence", () => {
    expect(confirmErrorText(new ApiError(403, MSG.forbidden, 'forbidden'))).toBe(MSG.forbidden);
    expect(confirmErrorText(new Error('x'))).toBe(MSG.genericError);
  });
});

describe('cancelPageView', () => {
  // A desk of Tuesday 2027-03-02 starts at 11:00 Bucharest (09:00Z); the rule bites from Monday 11:00.
  const desk = (status: string, uuid = 'ana') => ({ uuid, status, reservationDate: '2027-03-02T09:00:00.000Z' });
  const ana = { uuid: 'ana', role: 'user' };
  const mondayMorning = new Date('2027-03-01T07:00:00Z');
  const mondayEvening = new Date('2027-03-01T16:00:00Z'); // 18:00, when the reminder goes out

  it('offers the cancel button more than 24 hours ahead, saying when presence is already confirmed', () => {
    expect(cancelPageView(desk('booked'), ana, mondayMorning)).toEqual({ kind: 'ask', confirmed: false });
    expect(cancelPageView(desk('busy'), ana, mondayMorning)).toEqual({ kind: 'ask', confirmed: true });
  });

  it('says it is too late under 24 hours, offering the holder to confirm presence instead', () => {
    expect(cancelPageView(desk('booked'), ana, mondayEvening)).toEqual({ kind: 'tooLate', confirmed: false, mayConfirm: true });
    expect(cancelPageView(desk('busy'), ana, mondayEvening)).toEqual({ kind: 'tooLate', confirmed: true, mayConfirm: false });
    // A manager who booked it for Ana: too late for them too, and only Ana confirms.
    expect(cancelPageView(desk('booked'), { uuid: 'ion', role: 'manager' }, mondayEvening)).toEqual({
      kind: 'tooLate',
      confirmed: false,
      mayConfirm: false,
    });
  });

  it('exempts administrators, and says a cancelled reservation is cancelled', () => {
    expect(cancelPageView(desk('booked'), { uuid: 'ana', role: 'admin' }, mondayEvening)).toEqual({ kind: 'ask', confirmed: false });
    expect(cancelPageView(desk('cancelled'), ana, mondayEvening)).toEqual({ kind: 'cancelled' });
    expect(cancelPageView(desk('cancelled'), ana, mondayMorning)).toEqual({ kind: 'cancelled' });
  });
});

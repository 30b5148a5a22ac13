import { describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '../../../../domain/desks/rules.js';
import { MSG } from '../../../../domain/messages.js';
import { ApiError } from '../../api/client.js';
import { canConfirmPresence, confirmErrorText } from './presence-rules.js';

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
    expect(confirmErrorText(new ApiError(404, DESK_MSG.reservationNotFound, DESK_REASON.reservationNotFound))).toBe('Rezervarea nu mai există: a fost anulată.');
  });

  it("falls back on the server's message, or a generic sentence", () => {
    expect(confirmErrorText(new ApiError(403, MSG.forbidden, 'forbidden'))).toBe(MSG.forbidden);
    expect(confirmErrorText(new Error('x'))).toBe(MSG.genericError);
  });
});

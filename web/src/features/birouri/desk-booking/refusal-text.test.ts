import { describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import { ApiError } from '@/api/client.js';
import { dayMarkText, refusalText } from './refusal-text.js';

describe('a refused day, in the web’s words', () => {
  it('is worded from the reason, whatever the server’s sentence', () => {
    expect(refusalText(new ApiError(409, 'any text at all', DESK_REASON.taken))).toBe('biroul este deja rezervat în această zi');
    expect(refusalText(new ApiError(409, DESK_MSG.otherHasBooking('2027-03-02'), DESK_REASON.otherHasBooking))).toBe(
      'persoana aleasă are deja un birou în această zi',
    );
    expect(refusalText(new ApiError(409, DESK_MSG.noParkingSpots, DESK_REASON.noParkingSpots))).toBe(
      'nu mai sunt locuri de parcare disponibile în această zi',
    );
  });
  it('never from the sentence alone', () => expect(refusalText(new ApiError(409, DESK_MSG.taken))).toBe(DESK_MSG.taken));
  it('keeps the server’s sentence for a reason it has no words for, and the generic one for a failure', () => {
    expect(refusalText(new ApiError(403, 'Acces interzis.', 'access'))).toBe('Acces interzis.');
    expect(refusalText(new Error('boom'))).not.toBe('boom');
  });
});

describe('a day marked before confirming', () => {
  it('says why in a few words, from the reason', () => {
    expect(dayMarkText(DESK_REASON.taken)).toBe('Birou ocupat');
    expect(dayMarkText(DESK_REASON.selfHasBooking)).toBe('Aveți deja un birou în această zi');
    expect(dayMarkText(DESK_REASON.otherHasBooking)).toBe('Are deja un birou în această zi');
    expect(dayMarkText(DESK_REASON.weekend)).toBe('Nu se poate rezerva în această zi');
  });
});

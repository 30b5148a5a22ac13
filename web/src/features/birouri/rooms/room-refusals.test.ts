import { describe, expect, it } from 'vitest';
import { ROOM_MSG, ROOM_REASON } from '@domain/rooms/rules.js';
import { ApiError } from '@/api/client.js';
import { roomRefusalOf, roomRefusalText, type RoomRefusal } from './room-refusals.js';

const ALL: RoomRefusal[] = [
  'overlap',
  'weekend',
  'badTime',
  'endBeforeStart',
  'tooLong',
  'inPast',
  'tooFar',
  'endTooFar',
  'maxActive',
  'roomNotFound',
  'otherGroup',
];
const DIACRITICS = /[ăâîșț]/i;

describe("room refusals in the web's words", () => {
  it("words every refusal reason in its own sentence, with diacritics, never the API's", () => {
    for (const r of ALL) {
      const text = roomRefusalText(r, { maxDaysRoom: 30, maxActiveRoom: 5 });
      expect(text, r).toMatch(DIACRITICS);
      expect(Object.values(ROOM_MSG), r).not.toContain(text);
    }
    expect(roomRefusalText('overlap')).toBe(
      'Sala este deja rezervată într-o parte a intervalului ales. Vă rugăm să alegeți un interval liber.',
    );
  });

  it("names the page's limits when it knows them, and none for the server's refusal", () => {
    expect(roomRefusalText('tooFar', { maxDaysRoom: 30 })).toBe('Sălile se pot rezerva cu cel mult 30 de zile înainte.');
    expect(roomRefusalText('endTooFar', { maxDaysRoom: 1 })).toBe('Sfârșitul rezervării poate fi cu cel mult 1 zi după început.');
    expect(roomRefusalText('maxActive', { maxActiveRoom: 5 })).toContain('(5)');
    expect(roomRefusalText('maxActive')).not.toMatch(/\d/);
  });

  it('recognises a refusal by its reason, not by its text', () => {
    for (const r of ALL) expect(roomRefusalOf(new ApiError(400, 'orice', ROOM_REASON[r]))).toBe(r);
    expect(roomRefusalOf(new ApiError(409, ROOM_MSG.overlap))).toBeNull();
    expect(roomRefusalOf(new ApiError(400, ROOM_MSG.allDay, ROOM_REASON.allDay))).toBeNull();
    expect(roomRefusalOf(new Error(ROOM_MSG.overlap))).toBeNull();
  });
});

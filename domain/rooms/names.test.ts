import { describe, expect, it } from 'vitest';
import { englishRoomTitle, ofTheRoom, roomTitle, theRoom } from './names.js';

describe('a room in a sentence (#39 point 7)', () => {
  it("does not say 'sala' twice when the name says it", () => {
    expect(roomTitle('Sala Test')).toBe('Sala Test');
    expect(roomTitle(' sala mică ')).toBe('sala mică');
    expect(roomTitle('Delta')).toBe('Sala Delta');
    expect(roomTitle('Salamandra')).toBe('Sala Salamandra');
    expect(theRoom('Sala Dunărea')).toBe('Sala Dunărea');
    expect(theRoom('Delta')).toBe('sala Delta');
  });

  it('inflects a name that says it in the genitive', () => {
    expect(ofTheRoom('Sala Dunărea')).toBe('Sălii Dunărea');
    expect(ofTheRoom('Delta')).toBe('sălii Delta');
  });
});

describe('englishRoomTitle', () => {
  it("names a room 'Room X', unless its name says it", () => {
    expect(englishRoomTitle('Delta')).toBe('Room Delta');
    expect(englishRoomTitle(' Delta ')).toBe('Room Delta');
    expect(englishRoomTitle('Sala Dunărea')).toBe('Sala Dunărea');
  });
});

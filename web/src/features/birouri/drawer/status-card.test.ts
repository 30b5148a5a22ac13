import { describe, expect, it } from 'vitest';
import { risenKeys, statusTitle } from './status-card.js';

const s = { reservedOffices: 10, emptyOffices: 182, reservedConfRooms: 1, emptyConfRooms: 7 };

describe('status card highlight', () => {
  it('highlights nothing on the first answer', () => expect(risenKeys(null, s)).toEqual([]));
  it('highlights exactly the counts that rose', () =>
    expect(risenKeys(s, { ...s, reservedOffices: 11, emptyOffices: 181, reservedConfRooms: 2 })).toEqual([
      'reservedOffices',
      'reservedConfRooms',
    ]));
});

describe('status card title', () => {
  it('names the day its counts are of', () => expect(statusTitle('2027-03-10')).toBe('Situația pentru miercuri, 10 martie 2027'));
});

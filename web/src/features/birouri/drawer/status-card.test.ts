import { describe, expect, it } from 'vitest';
import { risenKeys } from './status-card.js';

const s = { reservedOffices: 10, emptyOffices: 182, reservedConfRooms: 1, emptyConfRooms: 7 };

describe('status card highlight', () => {
  it('highlights nothing on the first answer', () => expect(risenKeys(null, s)).toEqual([]));
  it('highlights exactly the counts that rose', () =>
    expect(risenKeys(s, { ...s, reservedOffices: 11, emptyOffices: 181, reservedConfRooms: 2 })).toEqual(['reservedOffices', 'reservedConfRooms']));
});

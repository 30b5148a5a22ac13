import { describe, expect, it } from 'vitest';
import { readPlace } from './use-map-place.js';

describe('the booking screen place in the address', () => {
  it('reads floor, day and group', () => {
    expect(readPlace(new URLSearchParams('etaj=5&zi=2027-03-04&grup=it'))).toEqual({ floor: 5, day: '2027-03-04', group: 'it' });
  });

  it('ignores what the screen cannot use', () => {
    expect(readPlace(new URLSearchParams('etaj=7&zi=2027-02-30&grup='))).toEqual({ floor: 4, day: null, group: null });
    expect(readPlace(new URLSearchParams(''))).toEqual({ floor: 4, day: null, group: null });
  });
});

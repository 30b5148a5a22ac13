import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { count } from './plural.js';

describe('Romanian counts', () => {
  it("take 'de' from 20 on, except when the last two digits are 01–19", () => {
    expect([0, 1, 5, 19, 20, 101, 119, 120, 200].map((n) => count(n, 'birou', 'birouri'))).toEqual([
      '0 birouri',
      '1 birou',
      '5 birouri',
      '19 birouri',
      '20 de birouri',
      '101 birouri',
      '119 birouri',
      '120 de birouri',
      '200 de birouri',
    ]);
  });

  it('say how many users a list added', () => {
    expect(MSG.usersAdded(1)).toBe('A fost adăugat 1 utilizator.');
    expect(MSG.usersAdded(3)).toBe('Au fost adăugați 3 utilizatori.');
    expect(MSG.usersAdded(25)).toBe('Au fost adăugați 25 de utilizatori.');
    expect(MSG.usersAdded(105)).toBe('Au fost adăugați 105 utilizatori.');
  });
});

import { describe, expect, it } from 'vitest';
import { compareDeskIds, matchesDeskId } from './desk-search.js';

describe('finding a desk by its id', () => {
  it('matches a part of the id, ignoring spaces, and everything when nothing is typed', () => {
    expect(matchesDeskId('4-1', '4-12')).toBe(true);
    expect(matchesDeskId(' 4 -12 ', '4-12')).toBe(true);
    expect(matchesDeskId('-12', '5-12')).toBe(true);
    expect(matchesDeskId('5-1', '4-12')).toBe(false);
    expect(matchesDeskId('', '4-12')).toBe(true);
  });

  it('orders desks by floor, then by number', () => {
    expect(['5-1', '4-10', '4-2', '4-1'].sort(compareDeskIds)).toEqual(['4-1', '4-2', '4-10', '5-1']);
  });
});

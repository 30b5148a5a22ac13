import { describe, expect, it } from 'vitest';
import { claimedGroups, followProvider, mappingChange } from './provider-groups.js';

describe('the groups claim', () => {
  it('reads an array of strings, and a single string as one value', () => {
    expect(claimedGroups(['a', ' b ', 'a'])).toEqual(['a', 'b']);
    expect(claimedGroups('Birou')).toEqual(['Birou']);
    expect(claimedGroups([])).toEqual([]);
  });

  it('ignores any other shape: nothing follows a claim it does not understand', () => {
    for (const claim of [undefined, null, 3, true, { a: 1 }, ['a', 2], [['a']]]) expect(claimedGroups(claim)).toBeNull();
  });
});

describe("a person's groups following the provider", () => {
  const mapped = ['a', 'b'];

  it('adds the mapped groups claimed, removes the mapped ones not claimed and keeps the unmapped', () => {
    expect(followProvider({ mainGroup: 'c', groupList: ['b', 'c'] }, mapped, ['a'])).toEqual({
      mainGroup: 'c',
      groupList: ['c', 'a'],
      added: ['a'],
      removed: ['b'],
    });
  });

  it('never adds a group that is not mapped, whatever it is asked', () => {
    expect(followProvider({ mainGroup: null, groupList: [] }, mapped, ['z']).groupList).toEqual([]);
  });

  it('moves a main group taken away to the first group left, or to none', () => {
    expect(followProvider({ mainGroup: 'b', groupList: ['b', 'c'] }, mapped, []).mainGroup).toBe('c');
    expect(followProvider({ mainGroup: 'b', groupList: ['b'] }, mapped, []).mainGroup).toBeNull();
    expect(followProvider({ mainGroup: 'b', groupList: ['b'] }, mapped, ['a'])).toMatchObject({ mainGroup: 'a', groupList: ['a'] });
  });

  it('gives a person without a main group the first group when one is added, and changes nothing already right', () => {
    expect(followProvider({ mainGroup: null, groupList: [] }, mapped, ['b', 'a']).mainGroup).toBe('b');
    expect(followProvider({ mainGroup: null, groupList: ['c'] }, mapped, []).mainGroup).toBeNull();
    expect(followProvider({ mainGroup: 'a', groupList: ['a', 'c'] }, mapped, ['a'])).toEqual({
      mainGroup: 'a',
      groupList: ['a', 'c'],
      added: [],
      removed: [],
    });
  });
});

describe("a provider group's mapping replaced", () => {
  it('names the groups added and removed', () => {
    expect(mappingChange(['a', 'b'], ['c', 'b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(mappingChange([], [])).toEqual({ added: [], removed: [] });
  });
});

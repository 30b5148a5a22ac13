import { describe, expect, it } from 'vitest';
import { followProviderGroups, sameMembership } from './provider-groups.js';

describe('membership that follows the identity provider', () => {
  it('adds the mapped groups the provider grants, after the groups kept', () => {
    expect(followProviderGroups({ groupList: ['hr'], mainGroup: 'hr' }, ['it', 'ops'], ['it'])).toEqual({
      groupList: ['hr', 'it'],
      mainGroup: 'hr',
    });
  });

  it('removes mapped groups no longer granted and leaves unmapped ones alone', () => {
    expect(followProviderGroups({ groupList: ['hr', 'it', 'ops'], mainGroup: 'hr' }, ['it', 'ops'], ['ops'])).toEqual({
      groupList: ['hr', 'ops'],
      mainGroup: 'hr',
    });
  });

  it('ignores a granted group that is not mapped (the provider cannot reach unmapped groups)', () => {
    expect(followProviderGroups({ groupList: [], mainGroup: null }, ['it'], ['it', 'finance'])).toEqual({
      groupList: ['it'],
      mainGroup: 'it',
    });
  });

  it('gives a person without a main group the first group as main', () => {
    expect(followProviderGroups({ groupList: [], mainGroup: null }, ['a', 'b'], ['b', 'a'])).toEqual({
      groupList: ['b', 'a'],
      mainGroup: 'b',
    });
  });

  it('moves the main group to the first remaining one when it is taken away, or null', () => {
    expect(followProviderGroups({ groupList: ['it', 'hr'], mainGroup: 'it' }, ['it'], [])).toEqual({ groupList: ['hr'], mainGroup: 'hr' });
    expect(followProviderGroups({ groupList: ['it'], mainGroup: 'it' }, ['it'], [])).toEqual({ groupList: [], mainGroup: null });
  });

  it('changes nothing when nothing is mapped', () => {
    const current = { groupList: ['hr', 'it'], mainGroup: 'it' };
    const next = followProviderGroups(current, [], ['hr']);
    expect(next).toEqual(current);
    expect(sameMembership(current, next)).toBe(true);
    expect(sameMembership(current, { groupList: ['it', 'hr'], mainGroup: 'it' })).toBe(false);
  });
});

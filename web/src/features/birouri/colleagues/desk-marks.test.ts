import { describe, expect, it } from 'vitest';
import { withFollowed } from '@/api/queries/colleagues.js';
import { aDesk } from '@/test/desks.js';
import { deskMarks, firstReady } from './desk-marks.js';

const DESKS = [aDesk('4-1', { uuid: 'ana', name: 'Ana Popescu' }), aDesk('4-2', { uuid: 'me', name: 'Eu' }), aDesk('4-3'), aDesk('4-4')];

describe("the colleagues' marks of a floor (decisions §21)", () => {
  it('marks the followed holders and the near desks the floor has, never the viewer’s own desk', () => {
    const marks = deskMarks(DESKS, new Set(['ana', 'me']), ['4-3', '7-1'], 'me');
    expect([...marks]).toEqual([
      ['4-1', { followed: true, near: false }],
      ['4-3', { followed: false, near: true }],
    ]);
  });

  it('offers the nearest desk that is ready, in the order answered', () => {
    expect(firstReady(DESKS, ['7-1', '4-4', '4-3'], (d) => !d.uuid)?.deskId).toBe('4-4');
    expect(firstReady(DESKS, ['4-1', '4-2'], (d) => !d.uuid)).toBeNull();
  });

  it('follows and unfollows one colleague in the list as read, once each', () => {
    const list = [
      { uuid: 'ana', name: 'Ana' },
      { uuid: 'dan', name: 'Dan' },
    ];
    expect(withFollowed(list, 'cristi', true)).toEqual(['ana', 'dan', 'cristi']);
    expect(withFollowed(list, 'ana', true)).toEqual(['ana', 'dan']);
    expect(withFollowed(list, 'ana', false)).toEqual(['dan']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Desk } from '@/api/desks.js';
import { aDesk, ME } from '@/test/desks.js';
import { contrastRatio } from '@/lib/contrast.js';
import { DESK_STATE_COLOR, DESK_TEXT_COLOR, deskState, type DeskState } from './desk-state.js';

const desk = (over: Partial<Desk> = {}) => aDesk('5-1', over);
const me = ME;

describe('deskState', () => {
  it('a free desk of the group is free', () => expect(deskState(desk(), me, 'it')).toBe('free'));
  it('a desk of another group is unavailable', () => expect(deskState(desk(), me, 'financiar')).toBe('unavailable'));
  it('my own reservation shows as mine even on another group map', () =>
    expect(deskState(desk({ uuid: 'me', status: 'booked' }), me, 'financiar')).toBe('mine'));
  it("someone else's reservation is taken", () => expect(deskState(desk({ uuid: 'x', status: 'booked' }), me, 'it')).toBe('taken'));
  it('allocated and blocked desks differ', () => {
    expect(deskState(desk({ manager: 'm', type: 'Reserved', status: 'busy' }), me, 'it')).toBe('allocated');
    expect(deskState(desk({ manager: 'm', type: 'Manager', status: 'busy' }), me, 'it')).toBe('blocked');
  });
  it('a desk allocated to me is free for me', () => expect(deskState(desk({ manager: 'me', type: 'Reserved' }), me, 'it')).toBe('free'));
  it('free desks grey out for a user at the maximum or already booked that day', () => {
    expect(deskState(desk(), { ...me, activeDesks: 10 }, 'it')).toBe('grey');
    expect(deskState(desk(), { ...me, hasDeskThatDay: true }, 'it')).toBe('grey');
  });
  it('managers still see free desks: they book for their people', () =>
    expect(deskState(desk(), { ...me, booksForOthers: true, hasDeskThatDay: true, activeDesks: 10 }, 'it')).toBe('free'));
});

describe("a desk's colours", () => {
  it('draw its text at 4.5:1 or more in every state (WCAG 1.4.3, #39 point 5)', () => {
    for (const state of Object.keys(DESK_STATE_COLOR) as DeskState[]) {
      expect(contrastRatio(DESK_TEXT_COLOR[state], DESK_STATE_COLOR[state]), state).toBeGreaterThanOrEqual(4.5);
    }
  });
});

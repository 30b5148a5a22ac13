import { describe, expect, it } from 'vitest';
import { DESK_STATE_LABEL, type DeskState } from '../desk-state.js';
import { deskCue } from './desk-cues.js';

describe('the cue beside colour', () => {
  it('stripes taken desks, dots held ones, and leaves the others plain', () => {
    const cues = Object.fromEntries(Object.keys(DESK_STATE_LABEL).map((s) => [s, deskCue(s as DeskState)]));
    expect(cues).toEqual({ free: null, taken: 'taken', mine: null, allocated: 'held', blocked: 'held', unavailable: null, grey: null });
  });
});

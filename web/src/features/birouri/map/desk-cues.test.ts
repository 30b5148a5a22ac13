import { describe, expect, it } from 'vitest';
import { DESK_STATES } from '../desk-state.js';
import { deskCue } from './desk-cues.js';

describe('the cue beside colour', () => {
  it('stripes taken desks, dots held ones, and leaves the others plain', () => {
    const cues = Object.fromEntries(DESK_STATES.map((s) => [s, deskCue(s)]));
    expect(cues).toEqual({ free: null, taken: 'taken', mine: null, allocated: 'held', blocked: 'held', unavailable: null, grey: null });
  });
});

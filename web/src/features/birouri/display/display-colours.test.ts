import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast.js';
import { DESK_COLOUR, ROOM_COLOUR, STATE_COLOUR, WHITE } from './display-colours.js';

// The displays are read from three metres (decisions §24): every text on its colour at WCAG AA (4.5:1).
describe("the displays' colours", () => {
  it('keep white text readable on a room’s state and on every desk', () => {
    for (const colour of [...Object.values(STATE_COLOUR), ...Object.values(DESK_COLOUR)])
      expect(contrastRatio(WHITE, colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('keep a room’s name readable on its fill', () => {
    for (const { fill, ink } of Object.values(ROOM_COLOUR)) expect(contrastRatio(ink, fill), ink).toBeGreaterThanOrEqual(4.5);
  });
});

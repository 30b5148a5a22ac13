import { describe, expect, it } from 'vitest';
import { parkingLabel } from './parking-label.js';

describe('the parking box of the desk booking (#39 point 7)', () => {
  it('counts the free spots the Romanian way', () => {
    expect([0, 1, 2, 19, 20, 101].map(parkingLabel)).toEqual([
      'Loc de parcare (niciun loc liber)',
      'Loc de parcare (1 loc liber)',
      'Loc de parcare (2 locuri libere)',
      'Loc de parcare (19 locuri libere)',
      'Loc de parcare (20 de locuri libere)',
      'Loc de parcare (101 locuri libere)',
    ]);
    expect(parkingLabel(null)).toBe('Loc de parcare');
  });
});

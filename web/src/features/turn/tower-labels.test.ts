import { describe, expect, it } from 'vitest';
import { TYPE, TYPE_LABEL } from '@domain/tower/engine.js';
import { rowTypeLabel, TOWER_TYPE_LABEL, towerTypeLabel } from './tower-labels.js';

describe('tower type labels', () => {
  it('writes every type in Romanian with diacritics, while the API keeps its own words', () => {
    expect(Object.values(TOWER_TYPE_LABEL)).toEqual([
      'În așteptare',
      'Rezervare prima rundă',
      'Rezervare a doua rundă',
      'Absent',
      'Nealocat',
      'Anulată',
    ]);
    expect(TYPE_LABEL[TYPE.queue]).toBe('In asteptare');
  });

  it('shows an unconfirmed second-round request whose day is over as absent', () => {
    expect(towerTypeLabel(TYPE.second, false, true)).toBe('Absent');
    expect(towerTypeLabel(TYPE.second, true, true)).toBe('Rezervare a doua rundă');
    expect(towerTypeLabel(TYPE.second, false, false)).toBe('Rezervare a doua rundă');
    expect(towerTypeLabel(TYPE.queue)).toBe('În așteptare');
    expect(towerTypeLabel(9)).toBe('Necunoscut');
  });

  it("reads an administrators' table row by the code its status names", () => {
    expect(rowTypeLabel({ type: TYPE.queue, status: 'In asteptare' })).toBe('În așteptare');
    expect(rowTypeLabel({ type: TYPE.second, status: 'Absent' })).toBe('Absent');
    expect(rowTypeLabel({ type: TYPE.first, status: 'N/A' })).toBe('Rezervare prima rundă');
  });
});

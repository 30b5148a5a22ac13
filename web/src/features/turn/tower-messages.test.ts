import { describe, expect, it } from 'vitest';
import { TOWER_MSG } from '@domain/tower/validators.js';
import { carFormProblems } from './car-form.js';
import { TOWER_WORDS } from './tower-messages.js';

describe("the tower forms' words (#21, point 10)", () => {
  it("say the specification's messages with diacritics and formally, while the API keeps them as written", () => {
    expect(TOWER_WORDS.chooseCar).toBe('Selectați o mașină');
    expect(TOWER_WORDS.plateInvalid).toBe('Numărul de înmatriculare nu este valid');
    expect(TOWER_MSG.chooseCar).toBe('Selectează o mașină');
    expect(TOWER_MSG.plateInvalid).toBe('Numarul de inmatriculare nu este valid');
    expect(carFormProblems({ brand: 'Dacia', license_plate: 'XY12ABC', foreign_plate: false }, [], new Date(), 60)).toEqual({
      plate: 'Numărul de înmatriculare nu este valid',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '@domain/time.js';
import { TYPE } from '@domain/tower/engine.js';
import { arrivalHint, deleteWarning } from './admin-reservation-rules.js';

describe('arrivalHint', () => {
  const wednesday = bucharestInstant('2027-03-03', 10);
  it('promises the first round only for days the first round has already shared out', () => {
    expect(arrivalHint('2027-03-04', wednesday, 16)).toBe('„Rezervare prima rundă” dacă ziua mai are un loc liber, altfel „În așteptare”');
    expect(arrivalHint('2027-03-09', wednesday, 16)).toBe('„În așteptare” până la prima rundă (vineri, ora 16:00)');
    expect(arrivalHint('2027-03-09', bucharestInstant('2027-03-05', 16), 16)).toMatch(/^„Rezervare prima rundă”/);
  });
});

describe('deleteWarning', () => {
  const row = { date: '2027-03-02', name: 'Ion Pop', licensePlate: 'B123ABC' };
  it('says that an absence becomes confirmed and loses its indiscipline', () => {
    expect(deleteWarning({ ...row, type: TYPE.first })).toBe('Rezervarea lui Ion Pop din 02.03.2027 (B123ABC) va fi anulată.');
    expect(deleteWarning({ ...row, type: TYPE.absent })).toMatch(/marcată ca prezentă, iar indisciplina ei va fi ștearsă/);
  });
});

import { describe, expect, it } from 'vitest';
import { todayFreeDeskText } from './today-map.js';

describe("a free desk of today's map", () => {
  it('is taken on the spot by its QR label with walk-up booking, and otherwise booked from the next working day', () => {
    expect(todayFreeDeskText('4-12', true)).toBe(
      'Biroul 4-12 este liber azi. Îl puteți ocupa la fața locului: scanați cu telefonul codul QR de pe birou.',
    );
    expect(todayFreeDeskText('4-12', false)).toBe('Biroul 4-12 este liber azi. Birourile se rezervă începând cu următoarea zi lucrătoare.');
  });
});

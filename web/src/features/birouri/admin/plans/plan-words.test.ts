import { describe, expect, it } from 'vitest';
import { deletedText, deletionText, PLAN_WORDS, selectionText } from './plan-words.js';

describe("the editor's sentences", () => {
  it('say what the deletion cancels and that the holders are e-mailed', () => {
    expect(deletionText(1, 0, null)).toBe('Se vor șterge 1 birou. Istoricul lor rămâne în statistici. Se numără rezervările viitoare…');
    expect(deletionText(1, 0, 0)).toBe(
      'Se vor șterge 1 birou. Istoricul lor rămâne în statistici. Nicio rezervare viitoare nu va fi anulată.',
    );
    expect(deletionText(1, 0, 1)).toBe(
      'Se vor șterge 1 birou. Istoricul lor rămâne în statistici. 1 rezervare viitoare va fi anulată, iar titularul ei va fi anunțat prin e-mail.',
    );
    expect(deletionText(2, 1, 21)).toBe(
      'Se vor șterge 2 birouri și 1 sală. Istoricul lor rămâne în statistici. 21 de rezervări viitoare vor fi anulate, iar titularii lor vor fi anunțați prin e-mail.',
    );
  });
  it('count the selection and what was deleted', () => {
    expect(selectionText(0, 0)).toBe('Niciun element selectat.');
    expect(selectionText(3, 0)).toBe('Selectate: 3 birouri.');
    expect(selectionText(2, 1)).toBe('Selectate: 2 birouri și 1 sală.');
    expect(deletedText(1, 0)).toBe('Elementul a fost șters.');
    expect(deletedText(3, 1)).toBe('3 elemente au fost șterse; 1 rezervare a fost anulată.');
    expect(deletedText(2, 4)).toBe('2 elemente au fost șterse; 4 rezervări au fost anulate.');
  });

  it("do not say 'Sala' twice for a room whose name says it (#39 point 7)", () => {
    expect(PLAN_WORDS.roomAdded('Sala Test')).toBe('Sala Test a fost adăugată.');
    expect(PLAN_WORDS.roomAdded('Delta')).toBe('Sala Delta a fost adăugată.');
  });
});

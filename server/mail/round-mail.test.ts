import { describe, expect, it } from 'vitest';
import { roundMail, type RoundMailDay } from './round-mail.js';

// The round's e-mail (decisions §26) in both languages, and Romanian's 'de' from 20 on.

const ana = { email: 'ana@example.com', name: 'Ana Pop', language: 'ro' as const };
const day = (d: string, position: number, requests: number, spaces: number, outcome: RoundMailDay['outcome']): RoundMailDay => ({
  day: d,
  position,
  requests,
  spaces,
  outcome,
  priority: null,
});

describe('the round e-mail', () => {
  it('lists the days in order, won, waiting and not allocated, each with its place', () => {
    const m = roundMail(ana, { first: true, day: '2026-03-09' }, [
      day('2026-03-11', 27, 41, 20, 'waiting'),
      day('2026-03-09', 1, 1, 1, 'won'),
    ]);
    expect(m.subject).toBe('Locurile de parcare din Turn pentru săptămâna de 09.03.2026');
    expect(m.text).toContain(
      '- Luni, 09.03.2026: loc alocat în prima rundă (cererea a fost prima din 1 cerere pentru 1 loc)\n' +
        '- Miercuri, 11.03.2026: în așteptare pentru a doua rundă (cererea a fost a 27-a din 41 de cereri pentru 20 de locuri)',
    );
    expect(m.html).toContain('<li>Luni, 09.03.2026');
  });

  it.each([
    [5, 19, '5 cereri pentru 19 locuri'],
    [101, 100, '101 cereri pentru 100 de locuri'],
    [120, 2, '120 de cereri pentru 2 locuri'],
    [0, 0, '0 cereri pentru 0 locuri'],
  ])('writes %i requests for %i spaces as Romanian does', (requests, spaces, words) => {
    const m = roundMail(ana, { first: false, day: '2026-03-09' }, [day('2026-03-09', 1, requests, spaces, 'notAllocated')]);
    expect(m.text).toContain(`nealocat (cererea a fost prima din ${words})`);
  });

  it('speaks English to a person who reads it, and names a priority space only to its holder', () => {
    const m = roundMail({ ...ana, language: 'en' }, { first: false, day: '2026-03-09' }, [
      { ...day('2026-03-09', 2, 3, 1, 'won'), priority: 'electric' },
    ]);
    expect(m.subject).toBe('Your Tower parking for 09/03/2026');
    expect(m.text).toContain(
      'space allocated in the second round (your request was 2nd of 3 requests for 1 space; space kept for electric cars)',
    );
  });
});

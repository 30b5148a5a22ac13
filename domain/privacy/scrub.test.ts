import { describe, expect, it } from 'vitest';
import { mentions, needlesOf, scrubJson, scrubText } from './scrub.js';

describe("an erased person's words in a text", () => {
  const needles = needlesOf(['Ana Popescu', 'ana.popescu', 'ana.popescu@example.com', 'B123ABC', null, '', 'ion', 'ana.popescu']);

  it('are the distinct words, longest first', () => {
    expect(needles).toEqual(['ana.popescu@example.com', 'Ana Popescu', 'ana.popescu', 'B123ABC', 'ion']);
  });

  it("become 'Anonim' as whole values and inside longer texts, ignoring case", () => {
    expect(scrubText('Ana Popescu', needles)).toBe('Anonim');
    expect(scrubText('ANA.POPESCU@EXAMPLE.COM', needles)).toBe('Anonim');
    expect(scrubText('Mașina b123abc a lui ana popescu', needles)).toBe('Mașina Anonim a lui Anonim');
    // A short word only as a whole value.
    expect(scrubText('ion', needles)).toBe('Anonim');
    expect(scrubText('decizionale', needles)).toBe('decizionale');
  });

  it('leave keys, numbers and the shape of a JSON value as they were', () => {
    const details = {
      username: 'ana.popescu',
      changes: { name: { from: 'Ana Popescu', to: 'Ana Ionescu' } },
      plates: ['B123ABC', 'B9'],
      n: 3,
    };
    expect(scrubJson(details, needles)).toEqual({
      username: 'Anonim',
      changes: { name: { from: 'Anonim', to: 'Ana Ionescu' } },
      plates: ['Anonim', 'B9'],
      n: 3,
    });
    // About the person: a former name too, under a field that names them.
    expect(scrubJson(details, needles, true)).toMatchObject({ changes: { name: { from: 'Anonim', to: 'Anonim' } }, n: 3 });
    expect(mentions(JSON.stringify(details), needles)).toBe(true);
    expect(mentions('{"a":1}', needles)).toBe(false);
  });
});

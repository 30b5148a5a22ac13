import { describe, expect, it } from 'vitest';
import { noControlChars } from '../schemas/text.js';
import { z } from '../zod-ro.js';
import { CONTROL_CHARS_MSG, hasControlChars, oneLineText, stripControlChars } from './control-chars.js';

// Control characters (issue #38, point 7): refused in what the API stores, stripped by every writer.
const char = (code: number) => String.fromCharCode(code);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => char(from + i));
const C0 = range(0x00, 0x1f);
const C1 = range(0x80, 0x9f);
const CONTROLS = [...C0, char(0x7f), ...C1];
const BREAKS_AND_TAB = ['\t', '\n', '\r'];

describe('hasControlChars', () => {
  it('finds every C0 character but the tab, DEL and every C1 character, wherever it stands', () => {
    for (const c of CONTROLS.filter((c) => c !== '\t')) {
      for (const s of [`${c}Ana`, `A${c}na`, `Ana${c}`]) expect(hasControlChars(s), JSON.stringify(s)).toBe(true);
    }
  });

  it('lets through the tab, diacritics, other scripts, emoji and the no-break space', () => {
    for (const s of ['', 'Sala\tMare', 'Ștefan Țăranu', 'Îngrijire și Întreținere', 'Σάλα', '会议室', 'Sala 🚀', 'A\u00a0B', 'x€y'])
      expect(hasControlChars(s), JSON.stringify(s)).toBe(false);
  });
});

describe('noControlChars, the check of the schemas', () => {
  const name = z.string().trim().min(1).max(100).check(noControlChars());

  it('refuses BEL, ESC, DEL, a C1 character and a line break inside a name, with its message', () => {
    for (const s of ['Sala\u0007', '\u001b[31mSala', 'Sala\u007f', 'Sala\u009b', 'Sala\nMare', 'Sala\rMare']) {
      const r = name.safeParse(s);
      expect(r.success, JSON.stringify(s)).toBe(false);
      expect(r.error?.issues[0].message).toBe(CONTROL_CHARS_MSG);
    }
  });

  it('takes a name whose line breaks stand only at its ends (trimmed away first), and a tab inside', () => {
    expect(name.parse('\r\nSala Mare\n')).toBe('Sala Mare');
    expect(name.parse('Sala\tMare')).toBe('Sala\tMare');
  });

  it('is written in the API document as a pattern', () => {
    expect(z.toJSONSchema(name)).toMatchObject({ pattern: expect.stringContaining('\\P{Cc}') });
  });
});

describe('stripControlChars, what every writer puts out', () => {
  it('removes C0 but the tab and line breaks, DEL and C1', () => {
    expect(stripControlChars(CONTROLS.join(''))).toBe(BREAKS_AND_TAB.join(''));
    expect(stripControlChars('Ana\u0007 \u001b[1mPopescu\u009b\u007f')).toBe('Ana [1mPopescu');
  });

  it('leaves a clean text as it is', () => {
    for (const s of ['', 'Ștefan Țăranu', 'două\nrânduri', 'a\tb', 'Sala 🚀']) expect(stripControlChars(s)).toBe(s);
  });
});

describe('oneLineText, for a line of its own', () => {
  it('strips, and makes each run of tabs and line breaks one space', () => {
    expect(oneLineText('Sala\u0007\r\nMare\t\tE4')).toBe('Sala Mare E4');
    expect(oneLineText('Rezervare confirmată: Sala Mare')).toBe('Rezervare confirmată: Sala Mare');
  });
});

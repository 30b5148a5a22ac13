import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import words from './words-from-catalogues.js';

// Issue #40, point 6: the rule finds a visible literal, and the list of files it spares only shrinks.
const ROOT = join(import.meta.dirname, '..');
const { files } = JSON.parse(readFileSync(join(ROOT, 'lint/untranslated-files.json'), 'utf8')) as { files: string[] };

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { words },
    rules: { 'words/words-from-catalogues': 'error' as const },
  },
];
const problems = (source: string, filename = 'web/src/x.tsx') => linter.verify(source, config, filename).map((m) => m.line);

describe('words from the catalogues (#40)', () => {
  it('reports the text of markup, visible attributes and snackbars', () => {
    expect(problems('const a = <p>Rezervați</p>;')).toEqual([1]);
    expect(problems('const a = <B aria-label="Închideți" />;')).toEqual([1]);
    expect(problems('const a = <B label={`Birou ${id}`} />;')).toEqual([1]);
    expect(problems("const a = <B title={x ? 'Da' : 'Nu'} />;")).toEqual([1]);
    expect(problems("showSnackbar('S-a salvat');")).toEqual([1]);
  });

  it('lets through keys, numbers, punctuation and what no one reads', () => {
    expect(problems("const a = <p>{t('common.login.title')}</p>;")).toEqual([]);
    expect(problems('const a = <p>{n} · {m} – 3</p>;')).toEqual([]);
    expect(problems('const a = <B className="plain-card" id="username" role="group" />;')).toEqual([]);
    expect(problems("const a = <B label={t('common.login.password')} />;")).toEqual([]);
  });

  it('spares only files that still write words: a converted file leaves the list', () => {
    const clean = files.filter((f) => problems(readFileSync(join(ROOT, f), 'utf8'), f).length === 0);
    expect(clean, 'these files need no exception any more: take them off lint/untranslated-files.json').toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  });
});

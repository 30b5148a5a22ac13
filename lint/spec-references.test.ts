import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The code cites the specifications as 'flex-office §5', 'tower §4' and 'decisions §9' (#23):
// the three documents live in docs/spec/, in step with the shared copy, and every citation names
// a section that exists there, so a reader can follow it without leaving the repository.
const ROOT = join(import.meta.dirname, '..');
const SPEC = join(ROOT, 'docs/spec');
const SHARED = join(ROOT, '../shared/spec');
const DOCS = {
  'flex-office': 'flex-office.md',
  tower: 'tower-parking.md',
  'tower-parking': 'tower-parking.md',
  decisions: 'decisions.md',
} as const;
const SCANNED = ['domain', 'server', 'web/src', 'e2e', 'bench', 'lint', 'scripts', 'docs', 'README.md'];

/** The numbers of a document's top-level sections ('## 7. Calls' → 7). */
export function sectionsOf(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1])));
}

/** Every citation of a text: the document and each section it names ('decisions §9, §12' gives two). */
export function citations(text: string): { doc: keyof typeof DOCS; section: number }[] {
  const found: { doc: keyof typeof DOCS; section: number }[] = [];
  const cite = /\b(flex-office|tower-parking|tower|decisions)(?:\.md)? ?§ ?(\d+)((?:\s*(?:,|and|or|–)\s*§ ?\d+)*)/g;
  for (const m of text.matchAll(cite)) {
    const doc = m[1] as keyof typeof DOCS;
    for (const n of [m[2], ...[...m[3].matchAll(/§ ?(\d+)/g)].map((x) => x[1])]) found.push({ doc, section: Number(n) });
  }
  return found;
}

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' || name === 'dist' ? [] : files(join(path, name))));
}

describe('the specifications inside the repository', () => {
  it.skipIf(!existsSync(SHARED))('docs/spec/ is a copy of the shared specifications, byte for byte', () => {
    for (const name of new Set(Object.values(DOCS))) {
      expect(readFileSync(join(SPEC, name), 'utf8'), `docs/spec/${name} differs from ../shared/spec/${name}: copy it again`).toBe(
        readFileSync(join(SHARED, name), 'utf8'),
      );
    }
  });

  it('every citation names a section that exists', () => {
    const sections = Object.fromEntries(
      Object.entries(DOCS).map(([doc, name]) => [doc, sectionsOf(readFileSync(join(SPEC, name), 'utf8'))]),
    );
    const sources = SCANNED.flatMap(files).filter((p) => /\.(tsx?|js|sql|md)$/.test(p));
    const cited = sources.flatMap((p) =>
      citations(readFileSync(join(ROOT, p), 'utf8')).map((c) => ({ ...c, where: relative(ROOT, join(ROOT, p)) })),
    );
    expect(cited.length).toBeGreaterThan(300);
    expect(cited.filter((c) => !sections[c.doc].has(c.section)).map((c) => `${c.where}: ${c.doc} §${c.section}`)).toEqual([]);
  });

  it("the repository's own docs/decisions/ numbers no section, so 'decisions §N' means one file", () => {
    const own = readdirSync(join(ROOT, 'docs/decisions')).filter((name) => name.endsWith('.md'));
    expect(own.length).toBeGreaterThan(1);
    for (const name of own) expect(sectionsOf(readFileSync(join(ROOT, 'docs/decisions', name), 'utf8')), name).toEqual(new Set());
  });

  it('reads a citation the way a reader does, lists included', () => {
    expect(citations("decisions §9, §12 and flex-office §5's rule; tower-parking.md §2")).toEqual([
      { doc: 'decisions', section: 9 },
      { doc: 'decisions', section: 12 },
      { doc: 'flex-office', section: 5 },
      { doc: 'tower-parking', section: 2 },
    ]);
    expect(sectionsOf('# T\n## 1. A\n### x\n## 2. B\n')).toEqual(new Set([1, 2]));
    // A wrong number is caught: tower-parking.md has nine sections.
    expect(sectionsOf(readFileSync(join(SPEC, 'tower-parking.md'), 'utf8')).has(12)).toBe(false);
  });
});

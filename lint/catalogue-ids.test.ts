import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, NAMED_AREAS, renameKeys, shortIds } from '../web/catalogue-ids.js';

// Issue #40, point 1: the build sends short ids instead of the catalogues' keys, in the code and in
// the compiled catalogues alike, and refuses a key put together at run time.
const ids = shortIds(['desks.a', 'desks.b.c', 'tower.x']);

describe('the catalogues’ keys in the build', () => {
  it('gives each key of every catalogue its own short id', () => {
    const keys = catalogueKeys(join(import.meta.dirname, '..', 'web/src/i18n/catalogues'));
    const all = shortIds(keys);
    expect(new Set(all.values()).size).toBe(keys.length);
    expect(Math.max(...[...all.values()].map((id) => id.length))).toBeLessThanOrEqual(2);
  });

  it('renames quoted keys in code and escaped ones in a compiled catalogue, and nothing else', () => {
    const code =
      'f("desks.a");g(`tower.x`);h(\'desks.b.c\');JSON.parse("{\\"desks.a\\":[\\"Birou\\"]}");k("desks.unknown");l("desk.taken")';
    expect(renameKeys(code, ids, ['desks', 'tower'])).toEqual({
      code: 'f("0");g(`2`);h(\'1\');JSON.parse("{\\"0\\":[\\"Birou\\"]}");k("desks.unknown");l("desk.taken")',
      partial: [],
    });
  });

  it('names a literal that only begins a key', () => {
    expect(renameKeys('t("desks.b" + s)', ids, ['desks']).partial).toEqual(['desks.b']);
    expect(renameKeys('t(`desks.`+s)', ids, ['desks']).partial).toEqual(['desks.']);
    expect(renameKeys('t(`desks.b.${s}`)', ids, ['desks']).partial).toEqual(['desks.b.']);
  });

  it('leaves the reasons’ keys whole: the web looks them up by the refusal’s reason', () => {
    expect(NAMED_AREAS).toContain('reasons');
    expect(renameKeys('t(`reasons.${r}`);u("reasons.desk.taken")', ids, ['desks', 'tower']).code).toBe(
      't(`reasons.${r}`);u("reasons.desk.taken")',
    );
  });
});

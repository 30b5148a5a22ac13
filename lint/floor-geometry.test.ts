import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #37, point 3: a desk's and a room's id are taken apart in domain/floors/geometry.ts only
// (parseDeskId, parseRoomId, deskNumberText, nextDeskNumber); a copy elsewhere drifted from it
// before. domain/schemas/ checks an id's form at the border, where the pattern is also the
// OpenAPI's. Tests, and the test helpers, may take ids apart themselves.
const ROOT = join(import.meta.dirname, '..');
const HOME = 'domain/floors/geometry.ts';

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return ['node_modules', 'dist', 'test'].includes(name) ? [] : files(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A pattern of an id '<floor>-<n>' or 'E<floor>-<n>': '^(\d+)-(\d+)$', '\d+-\d+', 'E?(\d+)-' (not 'snapshot-\d+-\d+'). */
const ID_PATTERN = /(?<![\w\\-])\^?E?\??\(?\\d\+\)?-(?:\(?\\d\+|\/|\))/;
/** An id split at its dash: deskId.split('-'), r.desk_id.split("-"). */
const ID_SPLIT = /\w*(?:id|Id|ID)\s*\.split\(\s*['"]-['"]\s*\)/;
const copies = (text: string) => text.split('\n').filter((line) => ID_PATTERN.test(line) || ID_SPLIT.test(line));

describe('floor ids are taken apart in domain/floors/geometry.ts only', () => {
  it('the fence catches the copies it was written for, and passes dates and other dashed names', () => {
    for (const copy of [
      'const m = /^(\\d+)-(\\d+)$/.exec(deskId);',
      'const m = /^E?(\\d+)-/.exec(id);',
      "const n = Number(deskId.split('-')[1]);",
      'floor: Number(r.desk_id.split("-")[0]),',
      'const ok = /^E\\d+-\\d+$/.test(roomId);',
    ])
      expect(copies(copy), copy).toHaveLength(1);
    for (const fine of [
      'const d = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(s);',
      'const SNAPSHOT = /^snapshot-\\d+-\\d+$/;',
      "const [y, m] = month.split('-').map(Number);",
      'const p = parseDeskId(deskId);',
    ])
      expect(copies(fine), fine).toEqual([]);
  });

  it('no other source file parses a desk or room id', () => {
    const sources = ['domain', 'server', 'web/src', 'e2e', 'bench', 'scripts'].flatMap(files);
    expect(sources.length).toBeGreaterThan(200);
    const found = sources
      .filter((p) => p !== HOME && !p.startsWith('domain/schemas/'))
      .flatMap((p) => copies(readFileSync(join(ROOT, p), 'utf8')).map((line) => `${p}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

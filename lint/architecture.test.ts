import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The order of steps of docs/architecture.md, checked on the source so that it survives the
// next contributor: routes hold no SQL, SQL is never assembled from runtime fragments, no code
// decides on an error's text, and no call site repeats a setting's default.
const ROOT = join(import.meta.dirname, '..');

function files(dir: string, ext = /\.tsx?$/): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : files(path, ext);
    return ext.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const SQL = /\b(SELECT\s[\s\S]*?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/i;
const templates = (text: string) => text.match(/`(?:\\[\s\S]|[^`\\])*`/g) ?? [];

/** Lines of the given files that match the pattern, as 'file:line: text'. */
function offending(paths: string[], test: (line: string) => boolean): string[] {
  return paths.flatMap((p) =>
    source(p)
      .split('\n')
      .flatMap((line, i) => (test(line) ? [`${relative(ROOT, join(ROOT, p))}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the order of steps', () => {
  const server = files('server');
  const web = files('web/src');

  it('routes hold no SQL', () => {
    const routes = server.filter((p) => /routes/.test(p));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((p) => SQL.test(source(p)))).toEqual([]);
  });

  it('SQL lives in queries files only (migrations and test set-up aside)', () => {
    const elsewhere = server.filter((p) => !/queries\.ts$/.test(p) && !/^server\/(db|seed|test)\//.test(p));
    expect(elsewhere.length).toBeGreaterThan(20);
    expect(
      elsewhere.filter((p) => templates(source(p)).some((t) => SQL.test(t)) || /'(SELECT|INSERT|UPDATE|DELETE)\s/.test(source(p))),
    ).toEqual([]);
  });

  it('SQL is never assembled from runtime fragments', () => {
    const assembled = server.flatMap((p) =>
      templates(source(p))
        .filter((t) => SQL.test(t) || /\b(WHERE|SET|AND|OR)\s*\$\{/.test(t))
        // ${UPPER_CASE} constants (a shared column list) are static text; ${anything else} is runtime.
        .filter((t) => /\$\{\s*(?![A-Z_][A-Z0-9_]*\s*\})/.test(t))
        .map((t) => `${p}: ${t.slice(0, 80)}`),
    );
    expect(assembled).toEqual([]);
  });

  it('no code recognises an error by its message text', () => {
    const decides = (line: string) =>
      /(?<!typeof\s+[\w.]*)\.message\s*===|===\s*[\w.]*message\b|\.message\)?\.includes\(|message\.includes\(|===\s*(DESK|ROOM|TOWER)_MSG\.|===\s*MSG\./.test(
        line,
      );
    expect(offending([...server, ...web], decides)).toEqual([]);
  });

  it('no call site repeats a setting default: settings are read typed, with the defaults of domain/settings.ts', () => {
    const names =
      'maxDays\\w*|maxActive\\w*|fridayCutoffHour|confirmationDeadlineHour|calculate\\w*Days|banDays|banAtScore|carCanBeAddedAgainAfterDays|reAddDays|maxParkingSpaces\\w*|maxPermanentAccesCars';
    const repeated = new RegExp(`numericSetting\\(|(${names})['"]?\\s*(\\]|\\))?\\s*\\?\\?\\s*\\d|of\\(\\s*['"](${names})['"]\\s*,\\s*\\d`);
    expect(offending([...server, ...web, ...files('e2e')], (l) => repeated.test(l))).toEqual([]);
  });

  it("the office's versions are read by server/versions/ only, through office_days_version (migration 013)", () => {
    const named = /\b(desk_map_versions|office_days_version)\b/;
    const code = (line: string) => !/^\s*(\/\/|\/?\*)/.test(line); // comments may name the table
    const readers = [...server, ...files('bench')].filter((p) =>
      source(p)
        .split('\n')
        .some((l) => code(l) && named.test(l)),
    );
    expect(readers).toEqual(['server/versions/queries.ts']);
  });
});

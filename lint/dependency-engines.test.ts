import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The product runs on Node 20, 22 and 24 (package.json `engines`, docs/decisions/operations.md):
// every installed package must say so too. Newer releases of two transitive packages declared
// Node 22 and were kept back with package.json's `overrides`; this keeps the next one from
// slipping in with an update of the lock file.

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
/** The oldest release of each supported line that the project's own tools admit (Vite and jsdom ask 22.13 of the 22 line). */
const LINES = ['20.19.0', '22.13.0', '24.0.0'];

describe('the installed packages run on every supported Node line', () => {
  it('no package of the lock file declares a Node that leaves one of them out', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, p]) => {
      const node = !path || Array.isArray(p.engines) ? undefined : p.engines?.node;
      const left = node ? LINES.filter((v) => !semver.satisfies(v, node)) : [];
      return left.length ? [`${path.replace(/^.*node_modules\//, '')}@${p.version} (node ${node}) leaves out ${left.join(', ')}`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it('the check reads the engines as npm does', () => {
    expect(semver.satisfies('20.19.0', '>=22')).toBe(false);
    expect(semver.satisfies('22.13.0', '^20.19.0 || ^22.13.0 || >=24')).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No cycles between server areas (#23, point 3). An area is the first folder under server/
// (accounts/, http/, …); each file at server/'s root is a node of its own (app.ts, boot.ts and
// main.ts assemble the areas, config.ts (with config-names.ts), context.ts and errors.ts are what every area is handed):
// taken as one area, the root would make a cycle with every area through AppContext.
// Every import counts, `import type` and `import()` too: a cycle of types is still two areas
// that cannot be read, changed or moved one without the other. Test files are left out (a test
// reaches its area through the harness, which builds the whole app).
const ROOT = join(import.meta.dirname, '..');

/** Each relative import of a file, as written: the TypeScript scanner, so no comment or string is taken for one. */
const importsOf = (source: string): string[] =>
  ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('.'));

/** The area of a path under server/: its first folder ('accounts/'), or the root file itself ('context.ts'). */
function areaOf(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] !== 'server' || parts.length < 2) return null;
  return parts.length === 2 ? parts[1].replace(/\.(js|ts)$/, '') + '.ts' : `${parts[1]}/`;
}

/** area → area → the imports that make the edge ('server/x/file.ts → ../y/z.js'). */
type AreaGraph = Map<string, Map<string, string[]>>;

/** The graph between areas of the given files (path relative to the repository, with '/'; source text). */
function areaGraph(files: Map<string, string>): AreaGraph {
  const graph: AreaGraph = new Map();
  for (const [path, source] of files) {
    const from = areaOf(path);
    if (!from || /\.test\.tsx?$/.test(path)) continue;
    for (const spec of importsOf(source)) {
      const to = areaOf(posix.normalize(posix.join(posix.dirname(path), spec)));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), `${path} → ${spec}`]));
    }
  }
  return graph;
}

/** A shortest cycle through each area that lies on one (an area reported once), with an import that makes each step. */
function cycles(graph: AreaGraph): string[] {
  const next = (a: string) => [...(graph.get(a)?.keys() ?? [])].sort();
  const found: string[] = [];
  const done = new Set<string>();
  for (const start of [...graph.keys()].sort()) {
    if (done.has(start)) continue;
    // Breadth first from start back to start: the shortest way around, if there is one.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length && !cameFrom.has(start)) {
      const a = queue.shift()!;
      for (const b of next(a)) {
        if (cameFrom.has(b)) continue;
        cameFrom.set(b, a);
        queue.push(b);
      }
    }
    if (!cameFrom.has(start)) continue;
    const ring: string[] = [];
    for (let a = cameFrom.get(start)!; a !== start; a = cameFrom.get(a)!) ring.unshift(a);
    ring.unshift(start);
    ring.forEach((a) => done.add(a));
    const steps = ring.map((a, i) => {
      const b = ring[(i + 1) % ring.length];
      return `  ${a} → ${b}: ${graph.get(a)!.get(b)![0]}`;
    });
    found.push([`${[...ring, start].join(' → ')}`, ...steps].join('\n'));
  }
  return found;
}

/**
 * The foundations import no feature area: the database, the scheduler, the mail outbox, the
 * identity of a caller, the office-day versions the snapshots are cached under, the HTTP plumbing,
 * what operators see (ops/: health, metrics, the request log) and the root's kernel (the context, its
 * config, errors and the failures it counts) sit under every
 * area, so an import from one of them into accounts/, tower/, … is a border crossed the wrong way.
 */
const FOUNDATIONS = [
  'db/',
  'jobs/',
  'mail/',
  'identity/',
  'versions/',
  'http/',
  'ops/',
  'config.ts',
  'config-names.ts',
  'context.ts',
  'errors.ts',
  'failures.ts',
];
function foundationsCrossing(graph: AreaGraph): string[] {
  return FOUNDATIONS.flatMap((from) =>
    [...(graph.get(from) ?? new Map<string, string[]>())]
      .filter(([to]) => !FOUNDATIONS.includes(to))
      .map(([to, via]) => `${from} → ${to}: ${via[0]}`),
  );
}

function serverFiles(dir = 'server'): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/');
    files.set(path, readFileSync(join(ROOT, path), 'utf8'));
  }
  return files;
}

describe('areas of the server', () => {
  const graph = areaGraph(serverFiles());

  it('import one another without a cycle', () => {
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('accounts/')?.has('db/')).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });

  it('stand on foundations that import no feature area', () => {
    expect(graph.get('http/')?.has('db/')).toBe(true);
    expect(foundationsCrossing(graph)).toEqual([]);
  });
});

describe('the cycle check itself', () => {
  const fixture = (files: Record<string, string>) => areaGraph(new Map(Object.entries(files)));

  it('fails on a cycle, naming the areas and the imports that close it', () => {
    const graph = fixture({
      'server/accounts/routes.ts': "import { caller } from '../http/auth.js';\n",
      'server/http/auth.ts': "import type { UserRow } from '../accounts/presenter.js';\n",
      'server/accounts/presenter.ts': 'export interface UserRow { uuid: string }\n',
    });
    expect(cycles(graph)).toEqual([
      [
        'accounts/ → http/ → accounts/',
        '  accounts/ → http/: server/accounts/routes.ts → ../http/auth.js',
        '  http/ → accounts/: server/http/auth.ts → ../accounts/presenter.js',
      ].join('\n'),
    ]);
    expect(foundationsCrossing(graph)).toEqual(['http/ → accounts/: server/http/auth.ts → ../accounts/presenter.js']);
  });

  it('finds a cycle through three areas and through a root file, and counts import() and export … from', () => {
    const graph = fixture({
      'server/jobs/registry.ts': "export { deskReminderJob } from '../desk-reservations/reminder-job.js';\n",
      'server/desk-reservations/reminder-job.ts': "const s = await import('../tower/jobs.js');\n",
      'server/tower/jobs.ts': "import type { JobDef } from '../jobs/scheduler.js';\n",
      'server/mail/outbox.ts': "import type { AppContext } from '../context.js';\n",
      'server/context.ts': "import type { MailOutbox } from './mail/outbox.js';\n",
    });
    expect(cycles(graph).map((c) => c.split('\n')[0])).toEqual([
      'context.ts → mail/ → context.ts',
      'desk-reservations/ → tower/ → jobs/ → desk-reservations/',
    ]);
  });

  it('passes without one: imports within an area, from tests, in comments or to domain/ do not count', () => {
    const graph = fixture({
      'server/accounts/routes.ts': "import { caller } from '../http/auth.js';\nimport { login } from './login-service.js';\n",
      'server/http/auth.ts': [
        "// import type { UserRow } from '../accounts/presenter.js';",
        "import { MSG } from '../../domain/messages.js';",
        'const s = "import x from \'../accounts/x.js\'";',
      ].join('\n'),
      'server/http/auth.test.ts': "import { login } from '../accounts/login-service.js';\n",
    });
    expect([...graph.keys()]).toEqual(['accounts/']);
    expect(cycles(graph)).toEqual([]);
  });
});

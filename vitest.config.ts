import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { webAliases } from './web/aliases.js';
import ShuffleWithinProjects from './scripts/test-sequencer.js';

/** The catalogues a web file imports with `?lingui` are compiled as in the build (web/vite.config.ts, issue #40). */
const catalogues = () =>
  lingui({ configPath: new URL('./lingui.config.ts', import.meta.url).pathname, failOnMissing: true, failOnCompileError: true });

/** Web test files that mock modules or rely on globals (ReadableStream, one module instance per context) a VM context does not give alike. */
const WEB_OUTSIDE_VM = [
  'web/src/api/download.test.ts',
  'web/src/api/live-stream.test.tsx',
  'web/src/app/layouts/language-menu-item.test.tsx',
  'web/src/app/layouts/tower-layout.test.tsx',
  'web/src/app/providers.test.tsx',
  'web/src/app/router.test.tsx',
  'web/src/components/admin-console.test.tsx',
  'web/src/components/admin/settings/building-settings-form.test.tsx',
  'web/src/components/export-button.test.tsx',
  'web/src/components/login-first.test.tsx',
  'web/src/features/auth/login-page.test.tsx',
  'web/src/features/birouri/admin/groups/group-changed.test.tsx',
  'web/src/features/birouri/admin/plans/delete-items-dialog.test.tsx',
  'web/src/features/birouri/map/floor-map.test.tsx',
  'web/src/features/birouri/rooms/room-booking-dialog.test.tsx',
  'web/src/features/birouri/rooms/room-lists.test.tsx',
  'web/src/features/turn/reservation-dialog.test.tsx',
  'web/src/lib/early-page-data.test.ts',
  'web/src/lib/read-sheet.test.ts',
];

// Three tiers: pure domain rules, the server against a real database (PGlite by
// default, PostgreSQL when TEST_DATABASE_URL is set), and web components in jsdom.
export default defineConfig({
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): a file run alone, or a
    // second run, does not compile the app's TypeScript again (issue #37).
    experimental: { fsModuleCache: true },
    // Both cores of the 2-core machine (vitest's default leaves one to itself): the server's files are
    // CPU-bound in PGlite, and one worker left the other core idle (issue #37).
    maxWorkers: 2,
    // --sequence.shuffle draws the files anew within each project, never mixing projects (scripts/test-sequencer.ts).
    sequence: { sequencer: ShuffleWithinProjects },
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share its imported modules (the app, Fastify, PGlite's WebAssembly):
          // importing them again for each file cost 3–4 s a file (issue #37). Each file still builds
          // its own app on its own database, and no server test mocks a module or changes the environment.
          isolate: false,
          // The run's template databases, seeded once and copied for each test file (server/test/template.ts).
          globalSetup: ['server/test/template-setup.ts'],
        },
      },
      // Most web files run in vmThreads: each file still gets a fresh jsdom and fresh modules of its own, but jsdom,
      // React and MUI are loaded once per thread instead of once per file (137 s → about 20 s for the project; issue #37).
      // The files below mock modules or use globals a VM context does not share the same way: they run isolated in forks.
      {
        plugins: [catalogues()],
        resolve: { alias: webAliases },
        // A test's own waits (findBy… with 15 s, for a lazy page's first load on a busy 2-core machine) must fit in its time.
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: WEB_OUTSIDE_VM,
          environment: 'jsdom',
          pool: 'vmThreads',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [catalogues()],
        resolve: { alias: webAliases },
        test: { name: 'web-forks', include: WEB_OUTSIDE_VM, environment: 'jsdom', testTimeout: 30_000 },
      },
      { test: { name: 'lint', include: ['lint/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});

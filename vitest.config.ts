import { defineConfig } from 'vitest/config';
import { webAliases } from './web/aliases.js';

// Three tiers: pure domain rules, the server against a real database (PGlite by
// default, PostgreSQL when TEST_DATABASE_URL is set), and web components in jsdom.
export default defineConfig({
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): a file run alone, or a
    // second run, does not compile the app's TypeScript again (issue #37).
    experimental: { fsModuleCache: true },
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
      { resolve: { alias: webAliases }, test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { test: { name: 'lint', include: ['lint/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});

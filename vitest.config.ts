import { defineConfig } from 'vitest/config';
import { webAliases } from './web/aliases.js';

// Three tiers: pure domain rules, the server against a real database (PGlite by
// default, PostgreSQL when TEST_DATABASE_URL is set), and web components in jsdom.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The run's template databases, seeded once and copied for each test file (server/test/template.ts).
          globalSetup: ['server/test/template-setup.ts'],
        },
      },
      { resolve: { alias: webAliases }, test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { test: { name: 'lint', include: ['lint/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});

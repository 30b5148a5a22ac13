import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md): domain/ is pure and shared, so it imports
// neither the server nor the web app; the web app never imports the server.
const noImportOf = (...folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((f) => ({
        group: [`**/${f}/**`, `**/${f}`],
        message: `This folder may not import ${f}/ (see docs/architecture.md: import boundaries).`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'data/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['domain/**/*.ts'], rules: noImportOf('server', 'web', 'e2e') },
  { files: ['web/**/*.{ts,tsx}'], rules: noImportOf('server', 'e2e') },
  // Every browser test checks accessibility (#21, point 11): specs take `test` and `expect` from
  // the axe fixture, never straight from Playwright (types may still come from there).
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              allowTypeImports: true,
              message: "Import test and expect from './axe-fixture.js': every browser test checks what it reaches with axe.",
            },
          ],
        },
      ],
    },
  },
);

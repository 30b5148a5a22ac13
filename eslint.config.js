import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';
import webBorders from './lint/web-borders.js';
import words from './lint/words-from-catalogues.js';

/** The web files not yet moved to the catalogues (issue #40): the list only shrinks (lint/words-from-catalogues.test.ts). */
const UNTRANSLATED = JSON.parse(readFileSync(new URL('./lint/untranslated-files.json', import.meta.url), 'utf8')).files;

// Import boundaries (docs/architecture.md): domain/ is pure and shared, so it imports
// neither the server nor the web app; the web app never imports the server.

/** Node's built-in modules: domain/ runs in the browser too, so it uses none of them. */
// Exact module names (`paths`), not patterns: a pattern `http` would also match a folder named http/.
const BUILTIN_MESSAGE = 'domain/ is pure and shared with the browser: no Node built-in module (docs/architecture.md).';
const NODE_BUILTINS = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'stream',
  'util',
  'zlib',
  'url',
  'events',
  'worker_threads',
];
const builtinPaths = NODE_BUILTINS.map((name) => ({ name, message: BUILTIN_MESSAGE }));
const builtinPatterns = { group: ['node:*'], message: BUILTIN_MESSAGE };
const folderPatterns = (...folders) =>
  folders.map((f) => ({
    group: [`**/${f}/**`, `**/${f}`],
    message: `This folder may not import ${f}/ (see docs/architecture.md: import boundaries).`,
  }));
const queriesPattern = {
  group: ['**/*queries', '**/*queries.js'],
  message: 'A route calls a service, never queries (docs/architecture.md: the order of steps).',
};
/** In the web, an import that climbs two folders names its place by alias instead (tsconfig.json, web/aliases.ts). */
const deepRelative = {
  group: ['../../*'],
  message: 'Name a far import by its alias: @/… (web/src) or @domain/… (domain/), not ../../ (docs/architecture.md).',
};
const restrictImports = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
// #38: no uploaded file is parsed on the request's thread. The parsers (jsdom, DOMPurify, saxes,
// image-size, exceljs's reader in server/uploads/xlsx.ts and read-table.ts) are imported only by the
// modules a parse child runs (server/uploads/parse-in-child.ts); elsewhere their types only.
const PARSE_IN_CHILD_MESSAGE =
  "Files are parsed in a parse child only (server/uploads/parse-in-child.ts, #38): import the job's types, and run it with parseInChild.";
const PARSE_IN_CHILD = {
  patterns: [
    {
      group: ['**/svg-sanitiser*', '**/svg-shape*', '**/plan-image*', '**/read-table*', '**/uploads/xlsx*', './xlsx*'],
      allowTypeImports: true,
      message: PARSE_IN_CHILD_MESSAGE,
    },
  ],
  paths: ['jsdom', 'dompurify', 'saxes', 'image-size'].map((name) => ({ name, allowTypeImports: true, message: PARSE_IN_CHILD_MESSAGE })),
};
/** The parse child's own modules, and the tests (which call the readers to test them). */
const PARSE_CHILD_FILES = [
  'server/floors/svg-sanitiser.ts',
  'server/floors/svg-shape.ts',
  'server/floors/plan-image.ts',
  'server/uploads/read-table.ts',
  'server/uploads/xlsx.ts',
  'server/uploads/parse-worker.ts',
  'server/test/**/*.ts',
  'server/**/*.test.ts',
];

// The order of steps (docs/architecture.md) as fences on the syntax tree: each selector has a
// fixture in lint/fences.test.ts that shows it failing.
const SETTING_NAMES =
  '^(maxDays\\w*|maxActive\\w*|fridayCutoffHour|confirmationDeadlineHour|calculate\\w*Days|banDays|banAtScore|carCanBeAddedAgainAfterDays|reAddDays|maxParkingSpaces\\w*|maxPermanentAccesCars)$';
const ERROR_TEXT_MESSAGE = "Decide on an error's reason or type, never on its message's text (docs/architecture.md: errors).";
const ERROR_TEXT = [
  {
    selector: "CallExpression[callee.property.name='test'] > MemberExpression.arguments[property.name='message']",
    message: ERROR_TEXT_MESSAGE,
  },
  {
    selector: "CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match)$/][callee.object.property.name='message']",
    message: ERROR_TEXT_MESSAGE,
  },
];
const SETTING_DEFAULTS = [
  {
    selector: `LogicalExpression[operator=/^(\\|\\||\\?\\?)$/][left.property.name=/${SETTING_NAMES}/][right.type='Literal']`,
    message: "A setting's default lives in domain/settings.ts only: read settings typed (toBuildingSettings), never `x.maxDaysRoom || 30`.",
  },
];
const SQL_PLACE_MESSAGE = 'SQL lives in *queries.ts files only (docs/architecture.md: the order of steps).';
const SQL_OUTSIDE_QUERIES = [
  {
    selector: 'Literal[value=/^\\s*(SELECT|INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|WITH)\\s/i]',
    message: SQL_PLACE_MESSAGE,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\s*(SELECT|INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|WITH)\\s/i]',
    message: SQL_PLACE_MESSAGE,
  },
];
const SQL_BY_PLUS = [
  {
    selector:
      "BinaryExpression[operator='+'] > Literal[value=/\\b(SELECT|FROM|WHERE|INSERT INTO|DELETE FROM|SET|AND|OR|ORDER BY|LIMIT)\\b/]",
    message: 'SQL is written whole, with parameters: never assembled with + (docs/architecture.md: the order of steps).',
  },
];
// The web's query keys (#23, point 4): a key is built, with its fetcher, in web/src/api/queries/
// only; screens take getXQueryOptions(...), hooks and key factories from there, and a change
// invalidates what it touched by those keys, never the whole cache.
const QUERY_KEY_MESSAGE =
  "A query's key is built in web/src/api/queries/ only: spread its getXQueryOptions(...), or invalidate with its key factory (docs/architecture.md: web features).";
const QUERY_KEYS_BY_HAND = [
  { selector: "Property[key.name='queryKey']", message: QUERY_KEY_MESSAGE },
  {
    selector: 'CallExpression[callee.property.name=/^(set|get)Quer(y|ies)Data$/] > ArrayExpression.arguments:first-child',
    message: QUERY_KEY_MESSAGE,
  },
  { selector: "CallExpression[callee.name='useInvalidate'] > ArrayExpression.arguments:first-child", message: QUERY_KEY_MESSAGE },
];
const WHOLE_CACHE = [
  {
    selector: 'CallExpression[callee.property.name=/^(invalidate|refetch|reset|remove)Queries$/][arguments.length=0]',
    message: 'Invalidate what a change touched, by its keys (api/queries/), never the whole cache.',
  },
];
const syntax = (...groups) => ({ 'no-restricted-syntax': ['error', ...groups.flat()] });

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'data/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      ...restrictImports([...folderPatterns('server', 'web', 'e2e'), builtinPatterns], builtinPaths),
      ...syntax(ERROR_TEXT, SETTING_DEFAULTS),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      ...restrictImports([...folderPatterns('server', 'e2e'), deepRelative]),
      ...syntax(ERROR_TEXT, SETTING_DEFAULTS, WHOLE_CACHE, QUERY_KEYS_BY_HAND),
    },
  },
  { files: ['web/src/api/queries/**/*.ts'], rules: syntax(ERROR_TEXT, SETTING_DEFAULTS, WHOLE_CACHE) },
  // A web feature imports no other feature; api/, lib/ and components/ import none (lint/web-borders.js).
  { files: ['web/src/**/*.{ts,tsx}'], plugins: { web: webBorders }, rules: { 'web/feature-borders': 'error' } },
  // Text a person sees comes from the catalogues (issue #40, decisions §22), in every file but those still on the list.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**', ...UNTRANSLATED],
    plugins: { words },
    rules: { 'words/words-from-catalogues': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      ...restrictImports([...folderPatterns('web', 'e2e'), ...PARSE_IN_CHILD.patterns], PARSE_IN_CHILD.paths),
      ...syntax(ERROR_TEXT, SETTING_DEFAULTS, SQL_BY_PLUS, SQL_OUTSIDE_QUERIES),
    },
  },
  { files: PARSE_CHILD_FILES, rules: restrictImports(folderPatterns('web', 'e2e')) },
  {
    files: ['server/**/*queries.ts', 'server/db/**/*.ts', 'server/seed/**/*.ts', 'server/test/**/*.ts', 'server/**/*.test.ts'],
    rules: syntax(ERROR_TEXT, SETTING_DEFAULTS, SQL_BY_PLUS),
  },
  {
    files: ['server/**/*routes.ts'],
    rules: restrictImports([...folderPatterns('web', 'e2e'), queriesPattern, ...PARSE_IN_CHILD.patterns], PARSE_IN_CHILD.paths),
  },
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

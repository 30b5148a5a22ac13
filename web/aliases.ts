import { fileURLToPath } from 'node:url';

/**
 * The web app's path aliases, as tsconfig.json's `paths` declares them: `@/` is web/src, `@domain/`
 * the shared rules. web/vite.config.ts (the build, the dev server) and vitest.config.ts (the web
 * tests) resolve them from here.
 */
export const webAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@domain\//, replacement: fileURLToPath(new URL('../domain/', import.meta.url)) },
];

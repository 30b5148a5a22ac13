import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { webAliases } from './aliases.js';
import { catalogueIds } from './catalogue-ids.js';
import { precompress } from './precompress.js';

// The web app lives in web/; it imports the shared rules from ../domain, so the dev
// server may read the whole repository. The API runs beside it on port 3000.
const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));

// The 'mui' group takes MUI's modules shared by many pages, except the ones only some pages'
// tables, pickers and charts use (the data grid's pager, badges, switches and skeletons,
// Autocomplete and its chips, tabs and toggle buttons, the list items of the date pickers, and
// the helpers only they import),
// however many lazily loaded pages share them: counted by pages, they crossed the group's
// threshold when the statistics pages came (#13), and would have loaded with the shell on every page.
const MUI = /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion)[\\/]/;
const PAGE_ONLY_MUI = new RegExp(
  'node_modules[\\\\/]@mui[\\\\/](' +
    [
      'material/(Autocomplete|useAutocomplete|Chip|ListSubheader|Badge|Switch|Skeleton|LinearProgress)/',
      'material/(Table|TableCell|TablePagination|TablePaginationActions|Tabs|Tab|TabScrollButton|ToggleButton|ToggleButtonGroup)/',
      // The date pickers' shortcut list (MUI X, issue #21 point 8) would make these shared by enough pages.
      'material/(ListItem|ListItemSecondaryAction)/',
      'material/internal/(animate|svg-icons/(Cancel|FirstPage|LastPage|KeyboardArrowLeft|KeyboardArrowRight))\\.',
      'material/styles/cssUtils\\.',
      'utils/(useForcedRerendering|usePreviousProps)/',
    ]
      .join('|')
      .replaceAll('/', '[\\\\/]') +
    ')',
);
const sharedMui = (id: string) => MUI.test(id) && !PAGE_ONLY_MUI.test(id);

/**
 * Vite's "larger than 500 kB" warning for every chunk but exceljs's (#39 point 15): exceljs ships to
 * browsers as one prebuilt, minified file (dist/exceljs.min.js, ~950 kB) that no bundler can split,
 * and it loads only when an administrator chooses an .xlsx list to preview (src/lib/read-sheet.ts),
 * never on the way to a page (the bundle budgets count what pages load).
 */
function chunkSizes(limitKb = 500): Plugin {
  const exceljs = /node_modules[\\/]exceljs[\\/]/;
  return {
    name: 'chunk-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk' || c.moduleIds.some((id) => exceljs.test(id))) continue;
        const kb = Buffer.byteLength(c.code) / 1000;
        if (kb > limitKb) this.warn(`${c.fileName} is ${Math.round(kb)} kB, over ${limitKb} kB: split it (web/vite.config.ts).`);
      }
    },
  };
}

export default defineConfig({
  root: webDir,
  plugins: [
    react(),
    lingui({ configPath: `${repoDir}/lingui.config.ts`, failOnMissing: true, failOnCompileError: true }),
    catalogueIds(`${webDir}src/i18n/catalogues`),
    precompress(),
    chunkSizes(),
  ],
  resolve: { alias: webAliases },
  build: {
    outDir: process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-budget.ts measure what each page downloads.
    manifest: true,
    // Vite's own warning only above exceljs's one file; chunkSizes() keeps 500 kB for every other chunk.
    chunkSizeWarningLimit: 1000,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    // 'react' (React, React DOM, React Router) is the first download's library, with /login drawn
    // without MUI (issue #12). 'mui' holds the MUI and emotion modules that at least six lazily
    // loaded chunks share (the styles, buttons, inputs, dialogs, menus and tooltips nearly every
    // page uses), loaded with the shell (src/app/app-shell.tsx): split per page, they would cost
    // each page some 15 KB more; the rarer ones (Autocomplete, Tabs, the tables) stay with the
    // pages that use them. A catch-all 'vendor' group would pull the table (MUI X Data Grid),
    // exceljs and papaparse into every page's download. 'react' comes first: a group takes the
    // modules its own ones import, so 'mui' would otherwise take React, and the entry with it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'mui', test: sharedMui, minShareCount: 6, priority: 1 },
            // Bucharest's day with the rest of domain/time.ts, in one file of the first download:
            // left to itself the chunker gives bucharest-day.ts a file of its own (#39, point 14).
            { name: 'time', test: /domain[\\/](time|bucharest-day)\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [repoDir] },
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});

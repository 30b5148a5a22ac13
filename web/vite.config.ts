import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in web/; it imports the shared rules from ../domain, so the dev
// server may read the whole repository. The API runs beside it on port 3000.
const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webDir,
  plugins: [react()],
  build: {
    outDir: process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-budget.ts measure what each page downloads.
    manifest: true,
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
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion)[\\/]/, minShareCount: 6, priority: 1 },
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

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
    // Only the libraries of the first screen are grouped: a catch-all 'vendor' group would pull
    // the table (MUI X Data Grid), exceljs and papaparse into every page's download, so the
    // rest stays with the lazily loaded chunks that use it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
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

import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// The web's catalogues (issue #40, decisions §22): one folder per area under web/src/i18n/catalogues,
// each with ro.json (the source, Romanian exactly as the pages wrote it) and en.json. The keys are
// written by hand (no macro, no extraction): @lingui/vite-plugin compiles a catalogue when a page
// imports it with `?lingui`, so that no message compiler ships to the browser.
const areas = readdirSync(new URL('./web/src/i18n/catalogues', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default defineConfig({
  sourceLocale: 'ro',
  locales: ['ro', 'en'],
  fallbackLocales: false,
  catalogs: areas.map((area) => ({ path: `<rootDir>/web/src/i18n/catalogues/${area}/{locale}`, include: [] })),
  format: formatter({ style: 'minimal' }),
});

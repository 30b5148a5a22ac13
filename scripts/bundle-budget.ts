// The JavaScript and CSS a page downloads, computed from Vite's build manifest: the entry chunk
// and the page's modules, each with its static imports followed transitively. A page's modules
// are its route's lazily loaded ones and the dynamic imports it makes as it first renders (seen
// in the browser: the manifest cannot tell a dynamic import made at once from one made on
// demand); other dynamic imports are left out, they load when the page asks (e.g. exceljs).
// Pure: the caller reads the manifest and the sizes on the wire from disk.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** One page of web/bundle-budget.json: its modules (manifest keys, see above) and its limit in KB (1 KB = 1000 bytes). */
export interface PageBudget {
  modules: string[];
  maxKb: number;
}
export type Budgets = Record<string, PageBudget>;

export interface PageSize {
  page: string;
  files: string[];
  bytes: number;
  maxKb: number;
  over: boolean;
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}: ${entries.join(', ')}`);
  return entries[0];
}

/** The JS and CSS files a page loads: the chunks of the given keys and everything they import statically. */
export function pageFiles(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is it a lazily loaded module (its own chunk)?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  const files = [...seen].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]);
  return [...new Set(files)].filter((f) => f.endsWith('.js') || f.endsWith('.css')).sort();
}

/** Each page's bytes on the wire against its budget; `wireBytes` gives a file's size as the server sends it (compressed). */
export function measurePages(manifest: Manifest, budgets: Budgets, wireBytes: (file: string) => number): PageSize[] {
  const entry = entryKey(manifest);
  return Object.entries(budgets).map(([page, { modules, maxKb }]) => {
    const files = pageFiles(manifest, [entry, ...modules]);
    const bytes = files.reduce((sum, f) => sum + wireBytes(f), 0);
    return { page, files, bytes, maxKb, over: bytes > maxKb * 1000 };
  });
}

/** A plain-text table of the sizes, one page a line. */
export function formatTable(sizes: PageSize[]): string {
  const kb = (n: number) => (n / 1000).toFixed(1);
  const width = Math.max(4, ...sizes.map((s) => s.page.length));
  const lines = sizes.map(
    (s) => `${s.page.padEnd(width)}  ${kb(s.bytes).padStart(7)}  ${String(s.maxKb).padStart(6)}  ${s.over ? 'OVER BUDGET' : 'ok'}`,
  );
  return [`${'page'.padEnd(width)}  ${'KB br'.padStart(7)}  ${'budget'.padStart(6)}`, ...lines].join('\n');
}

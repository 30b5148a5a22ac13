import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../server/test/harness.js';
import { inlineRow, xlsxOf } from '../server/test/zip.js';

// npx tsx bench/upload-stall.ts [scenario…]: how long an upload blocks everyone else (issue #20,
// point 4). The app listens in this process; while each upload runs, the event loop's delay is
// sampled and another user asks GET /api/meta every 20 ms. Run once per change (one scenario per
// process gives the clearest memory figures; node --expose-gc --import tsx); not part of CI.
const t = await createTestApp({ demo: true });
const admin = await t.login('admin');
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

function multipart(filename: string, data: Buffer) {
  const b = '----stall';
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${b}--\r\n`)]), type: `multipart/form-data; boundary=${b}` };
}

/**
 * A 1.5 MB .xlsx whose sheet inflates to 210 MB (96,000 rows with a 2,000-character note), and the same
 * declaring 100 bytes (a liar). Made once and kept in the temporary folder: making them takes 1 GB,
 * which would hide the upload's own memory.
 */
function bomb(liar = false): Buffer {
  const file = (lie: boolean) => join(tmpdir(), `upload-stall-bomb${lie ? '-liar' : ''}.xlsx`);
  if (existsSync(file(liar))) return readFileSync(file(liar));
  const pad = 'x'.repeat(2000);
  const rows = [inlineRow(1, ['date', 'licensePlate', 'nota'])];
  for (let n = 2, size = 0; size < 210e6; n++) {
    rows.push(inlineRow(n, ['05.03.2026', 'B123ABC', pad]));
    size += rows[rows.length - 1].length;
  }
  const sheet = Buffer.from(rows.join(''));
  writeFileSync(file(false), xlsxOf(sheet));
  writeFileSync(file(true), xlsxOf(sheet, { declaredSheetSize: 100 }));
  console.log(`${file(false)} and ${file(true)} written: run again to measure`);
  process.exit(0);
}

const days = (n: number, from = Date.UTC(2000, 0, 1)) =>
  Array.from({ length: n }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));
const csv = (rows: string[]) => Buffer.from(`date,licensePlate\n${rows.join('\n')}\n`);

const scenarios: Record<string, () => { files: { name: string; data: Buffer }[] }> = {
  bomb: () => ({ files: [{ name: 'bomba.xlsx', data: bomb() }] }),
  bomb3: () => {
    const b = bomb();
    return { files: [1, 2, 3].map((i) => ({ name: `bomba${i}.xlsx`, data: b })) };
  },
  // 1,000,000 rows in 4 MB.
  csv: () => ({ files: [{ name: 'lista.csv', data: Buffer.from('date,licensePlate\n' + 'a,b\n'.repeat(1_000_000)) }] }),
  // One plate a day for 20,000 days; and for 370 days, the most a list may span.
  days: () => ({ files: [{ name: 'zile.csv', data: csv(days(20_000).map((d) => `${d},B123ABC`)) }] }),
  days370: () => ({ files: [{ name: 'zile.csv', data: csv(days(370, Date.UTC(2026, 0, 1)).map((d) => `${d},B123ABC`)) }] }),
  liar: () => ({ files: [{ name: 'mincinos.xlsx', data: bomb(true) }] }),
  // The most rows a presence list may have, on one day.
  rows50k: () => ({
    files: [{ name: 'lista.csv', data: csv(Array.from({ length: 50_000 }, (_, i) => `05.03.2026,B${String(i).padStart(5, '0')}XYZ`)) }],
  }),
};

const mb = (n: number) => `${Math.round(n / 2 ** 20)} MB`;
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ['bomb', 'bomb3', 'csv'];
const made = chosen.map((name) => ({ name, ...scenarios[name]() }));
for (const { name, files } of made) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let done = false;
  let pingMax = 0;
  // A ping's time counts from when it was due, so that a late timer counts as waiting too.
  const pinger = (async () => {
    while (!done) {
      const due = performance.now();
      await fetch(`${base}/api/meta`).then((r) => r.arrayBuffer());
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 20));
      pingMax = Math.max(pingMax, performance.now() - due - 20);
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    files.map(async (f) => {
      const { body, type } = multipart(f.name, f.data);
      const r = await fetch(`${base}/api/reservations/parking/presence`, {
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${admin}`, 'content-type': type },
      });
      return `${r.status} ${((await r.json()) as { message?: string }).message ?? ''}`.slice(0, 90);
    }),
  );
  const took = performance.now() - started;
  done = true;
  await pinger;
  h.disable();
  await new Promise((r) => setTimeout(r, 200));
  global.gc?.();
  console.log(
    `${name}: ${files.length} × ${mb(files[0].data.length)}; answered in ${Math.round(took)} ms; ` +
      `event loop delay max ${Math.round(h.max / 1e6)} ms, p99 ${Math.round(h.percentile(99) / 1e6)} ms; ` +
      `GET /api/meta slowest ${Math.round(pingMax)} ms; rss ${mb(rssBefore)} → peak ${mb(rssPeak)} → after ${mb(process.memoryUsage().rss)}`,
  );
  for (const a of new Set(answers)) console.log(`  ${a}`);
}
await t.app.close();
await t.close();

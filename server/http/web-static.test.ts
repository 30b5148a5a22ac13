import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

// Issue #25 point 7: the built web app on a real network. A tiny build (what `npm run build`
// writes: index.html and a hashed script, each beside its .br and .gz) served by the real app.

const HTML = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>Rezervări</p>'.repeat(100)}</body></html>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ desk: `Birou ${i}` })))};`;

let t: TestApp;
let web: FastifyInstance;
let dist: string;

function writeBuilt(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeBuilt(join(dist, 'index.html'), HTML);
  writeBuilt(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  t = await createTestApp({ demo: false });
  web = await buildApp({ ...t.ctx, config: { ...t.ctx.config, webDist: dist } });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends a script brotli-compressed to a browser that accepts br, and keeps it a year', async () => {
    const r = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends it gzipped to a client that accepts only gzip', async () => {
    const r = await get('/assets/index-abc123.js', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends it as it is to a client that names no encoding, still varying by it', async () => {
    const r = await get('/assets/index-abc123.js');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body).toBe(SCRIPT);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html revalidated at each visit, at / and at a route of the app alike, compressed and with the security headers', async () => {
    for (const url of ['/', '/index.html', '/birouri', '/turn/add']) {
      const r = await get(url, 'br, gzip');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(HTML);
      expect(r.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['strict-transport-security'], url).toBeDefined();
    }
    const plain = await get('/birouri');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HTML);
  });

  it('does not serve the compressed copies at their own address', async () => {
    const r = await get('/assets/index-abc123.js.br');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['content-type']).toMatch(/text\/html/); // the app's page, as for any unknown address
  });

  it('answers an API path that does not exist in the envelope, not with the page', async () => {
    const r = await get('/api/nothing-here', 'br');
    expect(r.statusCode).toBe(404);
    expect(r.json().err).toBe(404);
  });
});

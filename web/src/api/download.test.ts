import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, TOKEN_KEY } from './client.js';
import { downloadExport, fileNameOf, progressText, type DownloadProgress } from './download.js';

describe('fileNameOf (Content-Disposition)', () => {
  it("reads the server's quoted name", () => {
    expect(fileNameOf('attachment; filename="Admin.csv"')).toBe('Admin.csv');
    expect(fileNameOf('attachment;filename="Rezervari.xlsx"')).toBe('Rezervari.xlsx');
  });

  it('reads a bare name and an escaped quote', () => {
    expect(fileNameOf('attachment; filename=Manager.csv')).toBe('Manager.csv');
    expect(fileNameOf('attachment; filename="a\\"b.csv"')).toBe('ab.csv');
  });

  it('prefers the encoded name (RFC 5987) and decodes it', () => {
    expect(fileNameOf(`attachment; filename="Rezervari.csv"; filename*=UTF-8''Rezerv%C4%83ri%20%C8%99i%20s%C4%83li.csv`)).toBe(
      'Rezervări și săli.csv',
    );
    expect(fileNameOf(`attachment; filename*=iso-8859-1''caf%E9.csv`)).toBe('café.csv');
  });

  it('falls back to the plain name when the encoded one is malformed', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A.csv; filename="Admin.csv"`)).toBe('Admin.csv');
  });

  it('keeps only the last path segment, without characters a file name cannot hold', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
    expect(fileNameOf('attachment; filename="a<b>:c?.csv"')).toBe('abc.csv');
  });

  it('is null when no name is given', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
    expect(fileNameOf('attachment; filename=".."')).toBeNull();
  });
});

describe('progressText', () => {
  it('shows the KB received when the size is unknown (the streamed exports)', () => {
    expect(progressText({ received: 0, total: null })).toBe('0,0 KB');
    expect(progressText({ received: 1536, total: null })).toBe('1,5 KB');
    expect(progressText({ received: 2_500_000, total: null })).toBe('2.441 KB');
  });

  it('shows the share when the size is known', () => {
    expect(progressText({ received: 512, total: 2048 })).toBe('25\u00a0%');
    expect(progressText({ received: 4096, total: 2048 })).toBe('100\u00a0%');
  });
});

/** A streamed answer of these chunks, as the server's exports are (no Content-Length). */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(enc.encode(chunk));
      c.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('downloadExport', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const saved: { name: string; blob: Blob }[] = [];

  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    vi.stubGlobal('fetch', fetchMock);
    saved.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('fetches with the token, reports the bytes as they arrive and saves the file under the server name', async () => {
    fetchMock.mockResolvedValue(
      streamed(['\uFEFFID grup,Grup\n', 'it,Tehnologia Informației\n'], {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="Admin.csv"',
      }),
    );
    const seen: DownloadProgress[] = [];
    const done = await downloadExport('/statistics/groups/export?from=2027-03-01&to=2027-03-05', {
      fallbackName: 'x.csv',
      onProgress: (p) => seen.push(p),
    });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/statistics/groups/export?from=2027-03-01&to=2027-03-05');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(done.filename).toBe('Admin.csv');
    expect(seen[0]).toEqual({ received: 0, total: null });
    expect(seen.length).toBe(3);
    expect(seen.at(-1)).toEqual({ received: done.bytes, total: null });
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('Admin.csv');
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM is kept
    expect(new TextDecoder().decode(bytes)).toContain('Tehnologia Informației');
  });

  it('uses the fallback name when the answer names none, and the share when the size is given', async () => {
    fetchMock.mockResolvedValue(new Response('abcd', { status: 200, headers: { 'content-type': 'text/csv', 'content-length': '4' } }));
    const seen: DownloadProgress[] = [];
    const done = await downloadExport('/x/export', { fallbackName: 'Rezervari.csv', onProgress: (p) => seen.push(p) });
    expect(done).toEqual({ filename: 'Rezervari.csv', bytes: 4 });
    expect(seen.at(-1)).toEqual({ received: 4, total: 4 });
    expect(saved[0].name).toBe('Rezervari.csv');
  });

  it("rejects with the API's refusal (the JSON envelope) and saves nothing", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ err: 403, payload: null, message: 'Nu aveți drepturi pentru această acțiune.', reason: 'access' }), {
        status: 403,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    const failure = downloadExport('/statistics/groups/export', { fallbackName: 'Admin.csv' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ err: 403, reason: 'access', message: 'Nu aveți drepturi pentru această acțiune.' });
    expect(saved).toHaveLength(0);
  });

  it('says the download was cut when the stream breaks', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array([1, 2, 3]));
        c.error(new TypeError('network'));
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200, headers: { 'content-type': 'text/csv' } }));
    await expect(downloadExport('/x/export', { fallbackName: 'a.csv' })).rejects.toMatchObject({
      message: 'Descărcarea s-a întrerupt. Încercați din nou.',
    });
    expect(saved).toHaveLength(0);
  });
});

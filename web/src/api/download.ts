import { formatPercent } from '../i18n/dates.js';
import { ApiError, requestFile } from './client.js';
import { translate } from '../i18n/i18n.js';
import { tools } from '../i18n/tools.js';

// The exports of decisions §10 (CSV and XLSX) are fetched through the API with the token, like
// every other call, never by a plain link: the browser would send no Authorization header.
// The body is read as it arrives, so that a long export can show its progress; then it is saved
// under the server's file name (Content-Disposition) through a Blob and an <a download>.

/** How much of an export has arrived; `total` is null when the server did not say (streamed exports). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export interface DownloadOptions {
  /** The file name when the answer names none. */
  fallbackName: string;
  onProgress?(progress: DownloadProgress): void;
  signal?: AbortSignal;
}

/** The last path segment, without characters a file name cannot hold. */
function safeName(name: string): string | null {
  const last = name.split(/[/\\]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c.charCodeAt(0) >= 0x20 && !'"<>:|?*'.includes(c))
    .join('')
    .trim();
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (percent-encoded)
 * before `filename="…"` or `filename=…`; null when the header names none.
 */
export function fileNameOf(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const charset = extended[1].toLowerCase();
      const value = extended[2].trim();
      const decoded =
        charset === 'utf-8'
          ? decodeURIComponent(value)
          : value.replace(/%([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      const name = safeName(decoded);
      if (name) return name;
    } catch {
      // a malformed encoding: fall back to the plain parameter
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted) return safeName(quoted[1].replace(/\\(.)/g, '$1'));
  const plain = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain ? safeName(plain[1]) : null;
}

const kb = (digits: number) => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** What a download in progress shows: the share when the size is known, else the KB received so far. */
export function progressText({ received, total }: DownloadProgress): string {
  if (total && total > 0) return formatPercent(Math.min(100, Math.floor((100 * received) / total)));
  const k = received / 1024;
  return `${kb(k < 10 ? 1 : 0).format(k)} KB`;
}

/** Hands a file to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; the URL can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Fetches an export (`path` under /api, with its query string) with the token, reports the
 * bytes received as they arrive, and saves the file. A refusal rejects with its ApiError (the
 * server's Romanian message); nothing is saved then.
 */
export async function downloadExport(path: string, opts: DownloadOptions): Promise<{ filename: string; bytes: number }> {
  const res = await requestFile(path, opts.signal);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let received = 0;
  opts.onProgress?.({ received, total });
  try {
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        opts.onProgress?.({ received, total });
      }
    } else {
      const all = await res.arrayBuffer();
      chunks.push(all);
      received = all.byteLength;
      opts.onProgress?.({ received, total });
    }
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(500, translate(tools, 'tools.export.interrupted'));
  }
  const filename = fileNameOf(res.headers.get('content-disposition')) ?? opts.fallbackName;
  saveFile(new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' }), filename);
  return { filename, bytes: received };
}

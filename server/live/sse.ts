// The Server-Sent Events wire format (WHATWG HTML §9.2): one event is `id:`, `event:` and one
// `data:` line of JSON (JSON never holds a raw newline), ended by a blank line; a line starting
// with ':' is a comment the reader ignores (the heartbeat that keeps proxies from closing the stream).

export function sseEvent(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const SSE_HEARTBEAT = ':\n\n';

/** The headers of a stream: never cached, never transformed or buffered by a proxy (nginx reads X-Accel-Buffering). */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
} as const;

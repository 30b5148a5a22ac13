// Reading Server-Sent Events (WHATWG HTML §9.2.6) from a stream of text: the web's live client
// reads GET /api/events with fetch, whose body comes in chunks cut anywhere. Pure: no I/O.

export interface SseMessage {
  /** The last `id:` seen on the stream (kept across events, as EventSource does). */
  id: string;
  event: string;
  data: string;
}

/** An incremental parser: feed it each chunk of text; it answers the events the chunk completed. */
export function sseParser() {
  let buffer = '';
  let lastId = '';
  let event = '';
  let data: string[] = [];
  let comments = 0;
  return {
    /** Comment lines seen (the heartbeat): a reader's sign that the stream is alive. */
    get comments() {
      return comments;
    },
    feed(chunk: string): SseMessage[] {
      buffer += chunk;
      const out: SseMessage[] = [];
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, nl);
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (buffer[nl] === '\r' && nl === buffer.length - 1) break;
        buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
        if (line === '') {
          if (data.length) out.push({ id: lastId, event: event || 'message', data: data.join('\n') });
          event = '';
          data = [];
        } else if (line.startsWith(':')) comments++;
        else {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
          else if (field === 'id' && !value.includes('\0')) lastId = value;
        }
      }
      return out;
    },
  };
}

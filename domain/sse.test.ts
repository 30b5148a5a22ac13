import { describe, expect, it } from 'vitest';
import { sseParser } from './sse.js';

describe('reading Server-Sent Events', () => {
  it('reads events cut anywhere into chunks, with any line ending, and counts comments', () => {
    const wire =
      ':\n\nid: 1\nevent: office\ndata: {"day":"2026-03-02","version":4}\n\nid: 2\r\nevent: tower\r\ndata: {"day":"2026-03-03"}\r\n\r\n';
    for (let cut = 1; cut < wire.length; cut++) {
      const p = sseParser();
      const events = [...p.feed(wire.slice(0, cut)), ...p.feed(wire.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual([
        { id: '1', event: 'office', data: '{"day":"2026-03-02","version":4}' },
        { id: '2', event: 'tower', data: '{"day":"2026-03-03"}' },
      ]);
      expect(p.comments).toBe(1);
    }
  });

  it('keeps the last id for later events, joins data lines, ignores unknown fields and an event without data', () => {
    const p = sseParser();
    expect(p.feed('id: 7\nevent: x\n\nretry: 10\ndata: a\ndata: b\n\n')).toEqual([{ id: '7', event: 'message', data: 'a\nb' }]);
    expect(p.feed('data:c\n')).toEqual([]);
    expect(p.feed('\n')).toEqual([{ id: '7', event: 'message', data: 'c' }]);
  });
});

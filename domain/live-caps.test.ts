import { describe, expect, it } from 'vitest';
import { capGroups, overCaps, type HeldStream } from './live-caps.js';

// The rule that closes the oldest streams of an owner past a cap (#38 point 4), as every process
// of the database applies it to the streams they hold together.
const caps = capGroups('person', { session: 's1', person: 'p' });
const [session, person] = caps.map((c) => c.group);
const stream = (id: string, ...groups: string[]): HeldStream => ({ id, groups });
const ids = (n: number, ...groups: string[]) => Array.from({ length: n }, (_, i) => stream(`${groups[0]}#${i}`, ...groups));

describe('overCaps', () => {
  it('closes nothing within the caps', () => {
    const held = [...ids(9, session, person), stream('new', session, person)];
    expect(overCaps(caps, held, 'new')).toEqual([]);
  });

  it("closes a session's oldest at its 11th stream, with the cap it passed", () => {
    const held = [...ids(10, session, person), stream('new', session, person)];
    expect(overCaps(caps, held, 'new')).toEqual([{ ...held[0], per: 'session', max: 10 }]);
  });

  it("closes the person's oldest, of another session, at the 21st over several sessions", () => {
    const other = 'person session s2';
    const held = [...ids(12, other, person), ...ids(8, session, person), stream('new', session, person)];
    expect(overCaps(caps, held, 'new')).toEqual([{ ...held[0], per: 'person', max: 20 }]);
  });

  it('counts a stream closed for the session no more for the person, and never closes the new one', () => {
    const other = 'person session s2';
    // 10 of the session and 10 of another: the session's oldest goes, which brings the person to 20.
    const held = [...ids(10, session, person), ...ids(10, other, person), stream('new', session, person)];
    const closing = overCaps(caps, held, 'new');
    expect(closing.map((c) => [c.id, c.per])).toEqual([[held[0].id, 'session']]);
    expect(overCaps(caps, [stream('new', session, person)], 'new')).toEqual([]);
  });

  it('closes as many as it takes when the processes together held more than a cap', () => {
    const held = [...ids(13, session, person), stream('new', session, person)];
    expect(overCaps(caps, held, 'new').map((c) => c.id)).toEqual(held.slice(0, 4).map((h) => h.id));
  });
});

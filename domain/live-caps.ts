import type { ReplacedEvent } from './schemas/live.js';

// How many live streams (GET /api/events, decisions §14) one owner may hold (#38 point 4): one
// account once held all 2,000 of a process's streams. Each class of stream names its caps, checked
// in order; a new stream that would pass one closes the oldest stream counted by it first (the
// `replaced` event tells its page to reconnect only if it is still shown). An owner's caps count
// its streams in every process of the database; a class's own cap (`per: 'class'`) counts those of
// one process. A class adds a row here and nothing in the hub: §24's displays sign in as nobody, so
// they are counted by their display and as a class, never by a person.

export const STREAM_CAPS = {
  /** A signed-in person's pages: a session is one browser (its tabs share it), a person all their devices. */
  person: [
    { per: 'session', max: 10 },
    { per: 'person', max: 20 },
  ],
  /** decisions §24's room and floor displays (to come): a display's secret (a tablet reloading), and every display of the process. */
  display: [
    { per: 'display', max: 3 },
    { per: 'class', max: 500 },
  ],
} as const;

export type StreamClass = keyof typeof STREAM_CAPS;
type Scope<C extends StreamClass> = (typeof STREAM_CAPS)[C][number]['per'];
/** The keys a stream of class C is counted by: one per cap, but the class's own (shared by all its streams). */
export type StreamOwner<C extends StreamClass> = { [S in Exclude<Scope<C>, 'class'>]: string };

/** One count a stream belongs to: its name (unique across classes and owners) and its cap. */
export interface CapGroup {
  group: string;
  per: string;
  max: number;
}

/** The counts a stream of class `kind` held for `owner` belongs to, in the order its caps are checked. */
export function capGroups<C extends StreamClass>(kind: C, owner: StreamOwner<C>): CapGroup[] {
  const keys = owner as Record<string, string>;
  const caps: readonly { per: string; max: number }[] = STREAM_CAPS[kind];
  return caps.map(({ per, max }) => ({
    group: per === 'class' ? kind : `${kind} ${per} ${keys[per]}`,
    per,
    max,
  }));
}

/** The owner's counts of a stream, counted across processes; the class's own is each process's (isClassCap). */
export const isClassCap = (g: CapGroup) => g.per === 'class';

/** A stream held, by its id and the counts it belongs to (`CapGroup.group`). */
export interface HeldStream {
  id: string;
  groups: readonly string[];
}

/**
 * The streams to close so that none of `caps` (a new stream's counts, in their order) holds more
 * than its max, the new one included: in each count, the oldest first, never `newest`. `held` is
 * every stream that shares a count with the new one, oldest first, the new one among them. A
 * stream closed for one count leaves every count it was in.
 */
export function overCaps(caps: readonly CapGroup[], held: readonly HeldStream[], newest: string): (HeldStream & ReplacedEvent)[] {
  const closing: (HeldStream & ReplacedEvent)[] = [];
  const gone = new Set<string>();
  for (const { group, per, max } of caps) {
    const inGroup = held.filter((h) => h.groups.includes(group) && !gone.has(h.id));
    for (const h of inGroup.slice(0, Math.max(0, inGroup.length - max))) {
      if (h.id === newest) continue;
      gone.add(h.id);
      closing.push({ ...h, per, max });
    }
  }
  return closing;
}

// How many live streams (GET /api/events, decisions §14) one owner may hold in a process (#38
// point 4): one account once held all 2,000 of a process's streams. Each class of stream names its
// caps, checked in order; a new stream that would pass one closes the oldest stream counted by it
// first (the `replaced` event tells its page to reconnect only if it is still shown). A class adds
// a row here and nothing in the hub: §24's displays sign in as nobody, so they are counted by their
// display and as a class, never by a person.

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

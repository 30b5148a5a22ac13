import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { capGroups, type CapGroup } from '../../domain/live-caps.js';
import type { OfficeEvent, ReplacedEvent, TowerEvent } from '../../domain/schemas/live.js';
import { SSE_HEARTBEAT, sseEvent } from './sse.js';
import type { StreamRegistry } from './stream-registry.js';

// One hub per process (per app): one LISTEN for all of its streams (Db.listen), fanned out in
// memory. The office's changes are batched: the days notified while a read is under way are read
// together next, so a burst of bookings costs a few reads, not one per stream or per booking.

/** The channels of migration 017, and the registry's (stream-registry.ts): close the stream of this id, `id per max`. */
export const CHANNEL = { office: 'office_day', tower: 'tower_request', streamClose: 'live_stream_close' } as const;
/** A notification of what every day shows (desks, rooms, names): the global row of desk_map_versions. */
const EVERY_DAY = '-infinity';

interface StreamBase {
  res: ServerResponse;
  /** The days it named (?days=): its catch-up, and the days a change of every day is told for. */
  days: string[];
}
/** A signed-in person's stream (GET /api/events). */
export interface PersonStream extends StreamBase {
  kind: 'person';
  userId: string;
  /** The hash of the session's token: a stream ends when its session does (checkSessions). */
  session: string;
}
/** A display's stream (decisions §24): no person, no session; counted by its display's secret (its hash). */
export interface DisplayStream extends StreamBase {
  kind: 'display';
  /** The hash of the display's secret: a stream ends when its link is replaced or the display deleted (checkSessions). */
  display: string;
}
export type LiveStream = PersonStream | DisplayStream;

/** The counts of domain/live-caps.ts a stream belongs to. */
function groupsOf(s: LiveStream): CapGroup[] {
  return s.kind === 'person' ? capGroups('person', { session: s.session, person: s.userId }) : capGroups('display', { display: s.display });
}

export interface HubOptions {
  /** The office's version of each day (versions/). */
  readVersions(days: string[]): Promise<Map<string, number>>;
  /** Bytes a stream may hold unsent (Node's buffer, behind the socket's): beyond, its reader is too slow and it is dropped. */
  maxBuffered: number;
  heartbeatMs: number;
  /** Of these token hashes, the sessions still open (a logout, a password set by an administrator, a deleted account end one). */
  liveSessions(hashes: string[]): Promise<Set<string>>;
  sessionCheckMs: number;
  /** Of these hashes of displays' secrets, those still a display's (a new link or a deletion ends one); none without. */
  liveDisplays?(hashes: string[]): Promise<Set<string>>;
  /** The owners' streams of every process (stream-registry.ts); without it, each process counts its own alone. */
  registry?: StreamRegistry;
  log(m: string, e?: unknown): void;
}

export const HUB_DEFAULTS = { maxBuffered: 256 * 1024, heartbeatMs: 25_000, sessionCheckMs: 60_000 };

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  /** The streams of each count of domain/live-caps.ts, oldest first (a Set keeps insertion order); a count with none is deleted. */
  private readonly groups = new Map<string, Set<LiveStream>>();
  /** Each stream's id in the registry and its counts. */
  private readonly counted = new Map<LiveStream, { id: string; groups: CapGroup[] }>();
  /** The streams by their id: a process told to close one finds it. */
  private readonly byId = new Map<string, LiveStream>();
  private dirty = new Set<string>();
  private pending = false;
  private chain: Promise<void> = Promise.resolve();
  private seq = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionCheck: NodeJS.Timeout;
  /** Streams dropped for reading too slowly (GET /metrics: live_streams_dropped_total). */
  dropped = 0;
  /** Streams closed to make room for a newer one of the same owner (domain/live-caps.ts). */
  replaced = 0;
  /** Losses of the LISTEN connection that feeds the hub, counted by registerLive (GET /metrics: live_listen_connections_lost_total). */
  listenLost = 0;

  constructor(private readonly opts: HubOptions) {
    this.heartbeat = setInterval(() => {
      this.broadcast(SSE_HEARTBEAT);
      void this.registry((r) => r.renew([...this.byId.keys()]), 'renewing');
    }, opts.heartbeatMs);
    this.heartbeat.unref();
    // The session is checked as a stream opens; one that ends later (another process may end it) is
    // found here, one query for every stream of the process.
    this.sessionCheck = setInterval(
      () => void this.checkSessions().catch((e) => this.opts.log('live: checking the sessions failed', e)),
      opts.sessionCheckMs,
    );
    this.sessionCheck.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  /** How many streams a count holds (`capGroups(…)[i].group`); 0 for one unknown. */
  held(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  /** How many counts hold a stream: none once every stream has closed (nothing is kept per owner). */
  get owners(): number {
    return this.groups.size;
  }

  /**
   * Adds a stream, closing first the oldest of each count it would take past its cap, then sends
   * it the current versions of its days: a change made meanwhile is told at worst twice, never missed.
   */
  async add(s: LiveStream): Promise<void> {
    if (s.res.closed) return; // gone before it was added: it takes no one's place
    const id = randomUUID();
    const { groups, closedHere } = this.admit(s, id);
    s.res.on('close', () => this.remove(s));
    // Then counted with the owner's streams of every process: the oldest past a cap is closed where it is held.
    await this.registry((r) => r.opened(id, groups, closedHere), 'counting');
    if (!this.streams.has(s)) void this.registry((r) => r.closed([id]), 'forgetting'); // ended while it was counted
    const versions = await this.opts.readVersions(s.days);
    let chunk = '';
    for (const [day, version] of versions) chunk += this.event('office', { day, version } satisfies OfficeEvent);
    this.write(s, chunk);
  }

  notify(channel: string, payload: string): void {
    if (channel === CHANNEL.streamClose) {
      const [id, per, max] = payload.split(' ');
      const s = this.byId.get(id);
      // Its row went with the notification: nothing to delete again.
      if (s) this.replace(s, { per, max: Number(max) }, false);
    } else if (channel === CHANNEL.office) {
      this.dirty.add(payload);
      this.schedule();
    } else if (channel === CHANNEL.tower) {
      const [userId, day] = payload.split(' ');
      const chunk = this.event('tower', { day } satisfies TowerEvent);
      for (const s of this.streams) if (s.kind === 'person' && s.userId === userId) this.write(s, chunk);
    }
  }

  /** The LISTEN connection came back: what changed meanwhile is unknown, so every stream's days are told again. */
  resume(): void {
    this.dirty.add(EVERY_DAY);
    this.schedule();
  }

  /** Ends the streams whose session has ended, or whose display's link has (their readers' reconnection is refused); answers how many. */
  async checkSessions(): Promise<number> {
    const people = [...this.streams].filter((s): s is PersonStream => s.kind === 'person');
    const displays = [...this.streams].filter((s): s is DisplayStream => s.kind === 'display');
    const [open, shown] = await Promise.all([
      people.length ? this.opts.liveSessions([...new Set(people.map((s) => s.session))]) : new Set<string>(),
      displays.length && this.opts.liveDisplays ? this.opts.liveDisplays([...new Set(displays.map((s) => s.display))]) : null,
    ]);
    let ended = 0;
    const gone = [...people.filter((s) => !open.has(s.session)), ...(shown ? displays.filter((s) => !shown.has(s.display)) : [])];
    for (const s of gone) {
      if (!this.remove(s)) continue;
      s.res.end();
      ended++;
    }
    return ended;
  }

  /** Ends every stream (the app closes: its readers reconnect to another process). */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    await this.end();
  }

  /** Ends every stream now and goes on (a lost connection, as the readers see it). */
  cut(): number {
    const n = this.streams.size;
    void this.end();
    return n;
  }

  /** Ends every stream; resolves once the registry has forgotten them (before the database closes). */
  private async end(): Promise<void> {
    const ids = [...this.byId.keys()];
    for (const s of this.streams) s.res.end();
    this.streams.clear();
    this.groups.clear();
    this.counted.clear();
    this.byId.clear();
    await this.registry((r) => r.closed(ids), 'forgetting');
  }

  /**
   * Counts a new stream, closing the oldest of a count of this process that is full: a session's, then
   * a person's (STREAM_CAPS's order). Answers its counts and the ids of the streams it closed.
   */
  private admit(s: LiveStream, id: string): { groups: CapGroup[]; closedHere: string[] } {
    const groups = groupsOf(s);
    const closedHere: string[] = [];
    for (const { group, per, max } of groups) {
      const held = this.groups.get(group);
      while (held && held.size >= max) {
        const oldest = held.values().next().value!;
        closedHere.push(this.counted.get(oldest)!.id);
        this.replace(oldest, { per, max }, false);
      }
    }
    this.streams.add(s);
    this.counted.set(s, { id, groups });
    this.byId.set(id, s);
    for (const { group } of groups) {
      const held = this.groups.get(group) ?? new Set();
      this.groups.set(group, held.add(s));
    }
    return { groups, closedHere };
  }

  /** Forgets a stream (it closed, or is being closed), in the registry too unless told; false if it was forgotten already. */
  private remove(s: LiveStream, inRegistry = true): boolean {
    if (!this.streams.delete(s)) return false;
    const { id, groups } = this.counted.get(s)!;
    for (const { group } of groups) {
      const held = this.groups.get(group);
      held?.delete(s);
      if (held && !held.size) this.groups.delete(group);
    }
    this.counted.delete(s);
    this.byId.delete(id);
    if (inRegistry) void this.registry((r) => r.closed([id]), 'forgetting');
    return true;
  }

  /** A call to the registry, if there is one: a failure is logged, and each process's own count still holds. */
  private async registry(call: (r: StreamRegistry) => Promise<void>, what: string): Promise<void> {
    if (!this.opts.registry) return;
    await call(this.opts.registry).catch((e) => this.opts.log(`live: ${what} the streams across processes failed`, e));
  }

  /**
   * Closes a stream for a newer one of its owner, its last event saying so: its page reconnects only
   * if it is still shown. `inRegistry` false: the registry is told with the newer one (admit).
   */
  private replace(s: LiveStream, cap: ReplacedEvent, inRegistry = true): void {
    if (!this.remove(s, inRegistry)) return;
    this.replaced++;
    if (s.res.destroyed) return;
    s.res.end(this.event('replaced', cap satisfies ReplacedEvent));
  }

  private schedule(): void {
    if (this.pending) return;
    this.pending = true;
    this.chain = this.chain
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.flush())
      .catch((e) => this.opts.log('live: reading the versions failed', e));
  }

  private async flush(): Promise<void> {
    this.pending = false;
    const dirty = this.dirty;
    this.dirty = new Set();
    if (dirty.delete(EVERY_DAY)) for (const s of this.streams) for (const d of s.days) dirty.add(d);
    if (!dirty.size || !this.streams.size) return;
    const versions = await this.opts.readVersions([...dirty]);
    // One chunk for the whole batch: a stream's buffer is judged between batches, so a burst alone drops no reader.
    const events = [...versions].map(([day, version]) => ({ day, chunk: this.event('office', { day, version } satisfies OfficeEvent) }));
    const chunk = events.map((e) => e.chunk).join('');
    // A person's page picks its days itself; a display hears only its own days (today), since each event
    // makes every display read its view again (decisions §24: 500 of them on a process).
    for (const s of this.streams)
      this.write(
        s,
        s.kind === 'display'
          ? events
              .filter((e) => s.days.includes(e.day))
              .map((e) => e.chunk)
              .join('')
          : chunk,
      );
  }

  private event(name: string, data: unknown): string {
    return sseEvent(++this.seq, name, data);
  }

  private broadcast(chunk: string): void {
    for (const s of this.streams) this.write(s, chunk);
  }

  /**
   * Writes without waiting: a reader that left more than maxBuffered of what was written before
   * unread is dropped (it reconnects), holding up no other.
   */
  private write(s: LiveStream, chunk: string): void {
    // Ended meanwhile (replaced, or its session ended, while its first versions were read): a write would fail.
    if (s.res.destroyed || s.res.writableEnded || !chunk) return;
    if (s.res.writableLength > this.opts.maxBuffered) {
      this.dropped++;
      this.remove(s);
      s.res.destroy();
      return;
    }
    s.res.write(chunk);
  }
}

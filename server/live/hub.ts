import type { ServerResponse } from 'node:http';
import type { OfficeEvent, TowerEvent } from '../../domain/schemas/live.js';
import { SSE_HEARTBEAT, sseEvent } from './sse.js';

// One hub per process (per app): one LISTEN for all of its streams (Db.listen), fanned out in
// memory. The office's changes are batched: the days notified while a read is under way are read
// together next, so a burst of bookings costs a few reads, not one per stream or per booking.

/** The channels of migration 017. */
export const CHANNEL = { office: 'office_day', tower: 'tower_request' } as const;
/** A notification of what every day shows (desks, rooms, names): the global row of desk_map_versions. */
const EVERY_DAY = '-infinity';

export interface LiveStream {
  res: ServerResponse;
  userId: string;
  /** The hash of the session's token: a stream ends when its session does (checkSessions). */
  session: string;
  /** The days it named (?days=): its catch-up, and the days a change of every day is told for. */
  days: string[];
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
  log(m: string, e?: unknown): void;
}

export const HUB_DEFAULTS = { maxBuffered: 256 * 1024, heartbeatMs: 25_000, sessionCheckMs: 60_000 };

export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private dirty = new Set<string>();
  private pending = false;
  private chain: Promise<void> = Promise.resolve();
  private seq = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionCheck: NodeJS.Timeout;
  /** Streams dropped for reading too slowly (GET /metrics: live_streams_dropped_total). */
  dropped = 0;
  /** Losses of the LISTEN connection that feeds the hub, counted by registerLive (GET /metrics: live_listen_connections_lost_total). */
  listenLost = 0;

  constructor(private readonly opts: HubOptions) {
    this.heartbeat = setInterval(() => this.broadcast(SSE_HEARTBEAT), opts.heartbeatMs);
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

  /** Adds a stream, then sends it the current versions of its days: a change made meanwhile is told at worst twice, never missed. */
  async add(s: LiveStream): Promise<void> {
    this.streams.add(s);
    s.res.on('close', () => this.streams.delete(s));
    if (s.res.closed) this.streams.delete(s); // gone before it was added
    const versions = await this.opts.readVersions(s.days);
    let chunk = '';
    for (const [day, version] of versions) chunk += this.event('office', { day, version } satisfies OfficeEvent);
    this.write(s, chunk);
  }

  notify(channel: string, payload: string): void {
    if (channel === CHANNEL.office) {
      this.dirty.add(payload);
      this.schedule();
    } else if (channel === CHANNEL.tower) {
      const [userId, day] = payload.split(' ');
      const chunk = this.event('tower', { day } satisfies TowerEvent);
      for (const s of this.streams) if (s.userId === userId) this.write(s, chunk);
    }
  }

  /** The LISTEN connection came back: what changed meanwhile is unknown, so every stream's days are told again. */
  resume(): void {
    this.dirty.add(EVERY_DAY);
    this.schedule();
  }

  /** Ends the streams whose session has ended (their readers' reconnection is refused with 401); answers how many. */
  async checkSessions(): Promise<number> {
    if (!this.streams.size) return 0;
    const open = await this.opts.liveSessions([...new Set([...this.streams].map((s) => s.session))]);
    let ended = 0;
    for (const s of this.streams) {
      if (open.has(s.session)) continue;
      this.streams.delete(s);
      s.res.end();
      ended++;
    }
    return ended;
  }

  /** Ends every stream (the app closes: its readers reconnect to another process). */
  close(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    this.cut();
  }

  /** Ends every stream now and goes on (a lost connection, as the readers see it). */
  cut(): number {
    const n = this.streams.size;
    for (const s of this.streams) s.res.end();
    this.streams.clear();
    return n;
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
    let chunk = '';
    for (const [day, version] of versions) chunk += this.event('office', { day, version } satisfies OfficeEvent);
    this.broadcast(chunk);
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
    if (s.res.destroyed || !chunk) return;
    if (s.res.writableLength > this.opts.maxBuffered) {
      this.dropped++;
      this.streams.delete(s);
      s.res.destroy();
      return;
    }
    s.res.write(chunk);
  }
}

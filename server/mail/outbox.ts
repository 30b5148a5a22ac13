import { oneLineText, stripControlChars } from '../../domain/text/control-chars.js';
import type { Db, Queryable } from '../db/connection.js';
import { QueueWorker } from '../jobs/queue-worker.js';
import type { MailMessage, Mailer } from './mailer.js';
import {
  claimDueMail,
  insertMails,
  markMailDropped,
  markMailRetry,
  markMailSent,
  setPreparedMail,
  type OutboxRow,
} from './outbox-queries.js';

// Every e-mail of the product goes through the outbox (issue #20, docs/decisions/operations.md): a change
// enqueues its e-mail in its own transaction, and a worker in each process sends it once that
// transaction committed, through the Mailer, retrying with back-off.

/** An attachment as stored: a Buffer's bytes as base64 (nodemailer takes that encoding as it is). */
type StoredAttachment = { filename: string; content: string; encoding?: 'base64'; contentType?: string };
type StoredMessage = Omit<MailMessage, 'attachments'> & { attachments?: StoredAttachment[] };

/** Rows of kind 'mail' are ready to send; the others are made by their Preparer at delivery (the literals of migration 010). */
export const OUTBOX_KIND = { mail: 'mail', passwordReset: 'password-reset' } as const;

/**
 * Makes the e-mail of a row enqueued without one (a reset request: `to` is the address asked
 * for), in the transaction that turns the row into that e-mail; null when there is nothing to send.
 */
export type Preparer = (tx: Queryable, request: { to: string }) => Promise<MailMessage | null>;

export interface OutboxOptions {
  /** The periodic drain: retries that fell due and rows enqueued by other processes. */
  pollMs: number;
  /** Rows claimed per statement, and sent at once. */
  batch: number;
  /** How long a claimed row is kept from other workers; past it, a crashed worker's row is sent again. */
  leaseMs: number;
  /** The back-off after the n-th failed attempt: retryBaseMs · 2^(n−1), at most retryCapMs. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Attempts before a message is given up (dropped, logged). */
  maxAttempts: number;
}
const DEFAULTS: OutboxOptions = {
  pollMs: 3_000,
  batch: 10,
  leaseMs: 10 * 60_000,
  retryBaseMs: 30_000,
  retryCapMs: 60 * 60_000,
  maxAttempts: 10,
};

/** Enqueues messages in the caller's transaction: they exist if and only if it commits. Kick the outbox after the commit. */
export async function enqueueMails(tx: Queryable, messages: MailMessage[], at: Date): Promise<void> {
  if (messages.length) await insertMails(tx, messages.map(stored), at);
}
export const enqueueMail = (tx: Queryable, message: MailMessage, at: Date) => enqueueMails(tx, [message], at);

function stored(m: MailMessage): StoredMessage {
  const attachments = m.attachments?.map((a) =>
    typeof a.content === 'string'
      ? { ...a, content: a.content }
      : { ...a, content: a.content.toString('base64'), encoding: 'base64' as const },
  );
  return { ...m, attachments };
}
function fromStored(s: StoredMessage): MailMessage {
  const attachments = s.attachments?.map(({ encoding, content, ...a }) => ({
    ...a,
    content: encoding === 'base64' ? Buffer.from(content, 'base64') : content,
  }));
  return { ...s, attachments };
}

/**
 * A message as it goes out, the one way every e-mail takes: names and texts stored before control
 * characters were refused (issue #38, point 7) reach no subject or body with one, and the subject is
 * one line. Its attachments are written clean by their own writers (domain/csv.ts, domain/calendar/ical.ts).
 */
function clean(m: MailMessage): MailMessage {
  const html = m.html === undefined ? {} : { html: stripControlChars(m.html) };
  return { ...m, subject: oneLineText(m.subject), text: stripControlChars(m.text), ...html };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

/**
 * The delivery worker of one process. Several processes (or two workers) drain the same table
 * safely: a row is claimed in one statement before it is sent, outside any transaction, so that
 * a slow mail server holds no lock (PGlite has one connection).
 */
export class MailOutbox extends QueueWorker {
  private readonly opts: OutboxOptions;
  /**
   * This process's deliveries since it started (GET /metrics): e-mails sent, attempts that failed (each
   * is retried, with back-off), and e-mails given up after the last attempt.
   */
  readonly counts = { sent: 0, failed: 0, givenUp: 0 };

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly preparers: Record<string, Preparer>,
    log: (msg: string, err?: unknown) => void = () => undefined,
    opts: Partial<OutboxOptions> = {},
  ) {
    const full = { ...DEFAULTS, ...opts };
    super({ name: 'mail outbox', pollMs: full.pollMs, batch: full.batch }, log);
    this.opts = full;
  }

  protected async pass(): Promise<number> {
    const rows = await claimDueMail(this.db, this.opts.batch, this.opts.leaseMs);
    await Promise.all(rows.map((r) => this.deliver(r)));
    return rows.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      const message = row.kind === OUTBOX_KIND.mail ? fromStored(row.message as unknown as StoredMessage) : await this.prepare(row);
      if (!message) return;
      await this.mailer.send(clean(message));
    } catch (e) {
      this.counts.failed++;
      await this.failed(row, e).catch((err) => this.log(`mail outbox: could not record the failure of e-mail ${row.id}`, err));
      return;
    }
    this.counts.sent++;
    await markMailSent(this.db, row.id).catch((e) => this.log(`mail outbox: e-mail ${row.id} was sent but not marked sent`, e));
  }

  /** Makes a prepared row's e-mail in one transaction; a row with nothing to send is dropped. */
  private async prepare(row: OutboxRow): Promise<MailMessage | null> {
    const preparer = this.preparers[row.kind];
    if (!preparer) throw new Error(`no preparer for e-mails of kind ${row.kind}`);
    return this.db.transaction(async (tx) => {
      const message = await preparer(tx, { to: String(row.message.to) });
      if (!message) await markMailDropped(tx, row.id, 'nothing to send');
      else await setPreparedMail(tx, row.id, stored(message));
      return message;
    });
  }

  private async failed(row: OutboxRow, e: unknown): Promise<void> {
    if (row.attempts >= this.opts.maxAttempts) {
      this.counts.givenUp++;
      await markMailDropped(this.db, row.id, errorText(e));
      this.log(`mail outbox: e-mail ${row.id} to ${String(row.message.to)} given up after ${row.attempts} attempts`, e);
      return;
    }
    const delay = Math.min(this.opts.retryBaseMs * 2 ** (row.attempts - 1), this.opts.retryCapMs);
    await markMailRetry(this.db, row.id, delay, errorText(e));
    this.log(`mail outbox: e-mail ${row.id} failed at attempt ${row.attempts}; tried again in ${Math.round(delay / 1000)} s`, e);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { openPostgres } from '../db/connection.js';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createMailer, type Mailer } from './mailer.js';
import { enqueueMail, enqueueMails, MailOutbox } from './outbox.js';

// Issue #20, point 10: every e-mail goes through a durable outbox, sent after commit with retries.

let t: TestApp;
// Quick retries, so that a test sees a message retried and given up within a second or two.
const QUICK = { pollMs: 50, retryBaseMs: 100, retryCapMs: 300, maxAttempts: 6 };
beforeAll(async () => {
  t = await createTestApp({ outbox: QUICK });
});
afterAll(() => t?.close());

const mailsTo = (address: string, app = t) => app.smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(address));
const rowsTo = async (address: string, app = t) =>
  (
    await app.ctx.db.query<{
      attempts: number;
      sent: boolean;
      dropped: boolean;
      last_error: string | null;
      message: Record<string, unknown>;
    }>(
      "SELECT attempts, sent_at IS NOT NULL AS sent, dropped_at IS NOT NULL AS dropped, last_error, message FROM mail_outbox WHERE message->>'to' = $1 ORDER BY id",
      [address],
    )
  ).rows;
async function until(check: () => Promise<boolean>, ms = 5000) {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const mail = (to: string, subject: string) => ({ to, subject, text: `${subject}\n` });

describe('setRandomPassword while the mail server refuses', () => {
  it('answers that the e-mail is queued, changes the password, and delivers once the server accepts', async () => {
    const admin = (await aPerson(t, { role: 'admin' })).token;
    const person = await aPerson(t);
    const { uuid, email } = (await t.call('GET', `/api/users/get/${person.username}`, { token: admin })).body.payload;
    expect({ uuid, email }).toEqual({ uuid: person.uuid, email: person.email });
    t.smtp.refuse(email);
    const r = await t.call('POST', '/api/users/setRandomPassword', { token: admin, body: { uuid } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ err: 0, message: MSG.randomPasswordQueued, payload: { username: person.username, confirmed: false } });
    expect((await t.call('POST', '/api/users/login', { body: { username: person.username, password: person.password } })).status).toBe(401);

    // Refused, then retried; the server accepts again and the e-mail arrives.
    await until(async () => (await rowsTo(email))[0]?.attempts >= 2);
    expect((await rowsTo(email))[0]).toMatchObject({ sent: false, dropped: false, last_error: expect.stringContaining('550') });
    t.smtp.refuse(undefined);
    const sent = await t.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    const password = /Parola nouă: (\S+)/.exec(sent.text ?? '')?.[1];
    expect((await t.call('POST', '/api/users/login', { body: { username: person.username, password } })).body.err).toBe(0);
    await until(async () => (await rowsTo(email))[0].sent);
    // Once sent, the row keeps no password.
    expect(JSON.stringify((await rowsTo(email))[0].message)).not.toContain(password);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('holds an e-mail if and only if its transaction commits', async () => {
    const now = t.clock.now();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('anulat@example.com', 'Nu pleacă'), now);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.ctx.db.transaction((tx) => enqueueMail(tx, mail('confirmat@example.com', 'Pleacă'), now));
    t.ctx.outbox.kick();
    await t.smtp.waitFor((m) => m.subject === 'Pleacă');
    await t.ctx.outbox.drain();
    expect(await rowsTo('anulat@example.com')).toEqual([]);
    expect(mailsTo('anulat@example.com')).toEqual([]);
  });

  it('keeps an attachment byte for byte, text or binary', async () => {
    const bytes = Buffer.from([0xef, 0xbb, 0xbf, 0x00, 0xff, 0x41, 0x0d, 0x0a]);
    await t.ctx.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          ...mail('atasament@example.com', 'Atașamente'),
          attachments: [
            { filename: 'a.bin', content: bytes, contentType: 'application/octet-stream' },
            { filename: 'a.csv', content: '\uFEFFNr. înmatriculare\r\nB-01-ABC\r\n', contentType: 'text/csv; charset=utf-8' },
          ],
        },
        t.clock.now(),
      ),
    );
    t.ctx.outbox.kick();
    const m = await t.smtp.waitFor((x) => x.subject === 'Atașamente');
    expect(m.attachments[0].content).toEqual(bytes);
    expect(m.attachments[1].content.toString('utf8')).toBe('\uFEFFNr. înmatriculare\r\nB-01-ABC\r\n');
  });

  it('gives an e-mail up after its last attempt, keeping why and no body', async () => {
    const before = { ...t.ctx.outbox.counts };
    t.smtp.refuse('refuzat@example.com');
    await t.ctx.db.transaction((tx) => enqueueMail(tx, mail('refuzat@example.com', 'Refuzat'), t.clock.now()));
    t.ctx.outbox.kick();
    await until(async () => (await rowsTo('refuzat@example.com'))[0]?.dropped);
    const [row] = await rowsTo('refuzat@example.com');
    expect(row).toMatchObject({
      attempts: 6,
      sent: false,
      last_error: expect.stringContaining('550'),
      message: { to: 'refuzat@example.com', subject: 'Refuzat' },
    });
    // What GET /metrics tells: six failed attempts, one e-mail given up.
    expect(t.ctx.outbox.counts.givenUp - before.givenUp).toBe(1);
    expect(t.ctx.outbox.counts.failed - before.failed).toBeGreaterThanOrEqual(6);
    t.smtp.refuse(undefined);
  });

  // On an app of its own: it stops the app's worker, which the other tests need.
  it('sends each row exactly once when two workers (two processes on PostgreSQL) drain at once', async () => {
    const own = await createTestApp({ outbox: QUICK });
    await own.ctx.outbox.stop();
    const subjects = Array.from({ length: 40 }, (_, i) => `Paralel ${i}`);
    await own.ctx.db.transaction((tx) =>
      enqueueMails(
        tx,
        subjects.map((s) => mail('paralel@example.com', s)),
        own.clock.now(),
      ),
    );
    // On PostgreSQL the second worker has its own pool, as another process would.
    const other = own.dbUrl ? await openPostgres(own.dbUrl) : own.ctx.db;
    const counted = () => {
      const inner = createMailer({ smtpUrl: own.smtp.url, outboxDir: '', from: 'app@example.com' });
      const mailer: Mailer & { sent: number } = {
        sent: 0,
        async send(msg) {
          await new Promise((r) => setTimeout(r, 5));
          await inner.send(msg);
          mailer.sent++;
        },
        close: () => inner.close(),
      };
      return mailer;
    };
    const [ma, mb] = [counted(), counted()];
    const a = new MailOutbox(own.ctx.db, ma, {}, undefined, { batch: 3 });
    const b = new MailOutbox(other, mb, {}, undefined, { batch: 3 });
    try {
      await Promise.all([a.drain(), b.drain()]);
      expect(ma.sent + mb.sent).toBe(40);
      expect(ma.sent).toBeGreaterThan(0);
      expect(mb.sent).toBeGreaterThan(0);
      const received = mailsTo('paralel@example.com', own)
        .map((m) => m.subject)
        .sort();
      expect(received).toEqual([...subjects].sort());
      expect((await rowsTo('paralel@example.com', own)).every((r) => r.sent && r.attempts === 1)).toBe(true);
    } finally {
      ma.close();
      mb.close();
      if (other !== own.ctx.db) await other.close();
      await own.close();
    }
  });
});

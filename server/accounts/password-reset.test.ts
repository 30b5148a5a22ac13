import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REASON, MSG } from '../../domain/messages.js';
import { aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { recording } from '../test/recording-db.js';

// Issue #20, points 2 and 3: reset e-mails cannot be used to bomb an address, and the request
// does the same work whether or not the address has an account.

let t: TestApp;
let emails: string[];
beforeAll(async () => {
  t = await createTestApp();
  emails = [];
  for (let i = 0; i < 40; i++) emails.push((await aPerson(t)).email);
});
afterAll(() => t?.close());

const ask = (email: string, client = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/users/sendResetEmail', payload: { email }, remoteAddress: client });
const mailsTo = (address: string) =>
  t.smtp.messages.filter((m) =>
    JSON.stringify(m.to ?? '')
      .toLowerCase()
      .includes(address.toLowerCase()),
  );
const tokenOf = (text: string | undefined) => /reset-password\/([\w-]+)/.exec(text ?? '')?.[1];
const ANSWER = JSON.stringify({ err: 0, payload: null });

describe('POST /api/users/sendResetEmail', () => {
  it('sends at most 3 e-mails per address in a rolling hour, and answers every request alike', async () => {
    const address = emails[0];
    const unknown = 'nimeni.bombardat@example.com';
    const spellings = (a: string, i: number) => (i % 3 === 0 ? a.toUpperCase() : i % 3 === 1 ? ` ${a} ` : a);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => ask(spellings(address, i), `10.1.0.${i}`)),
      ...Array.from({ length: 20 }, (_, i) => ask(spellings(unknown, i), `10.1.1.${i}`)),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(ANSWER);
      expect(a.headers['content-length']).toBe(answers[0].headers['content-length']);
    }
    await t.ctx.outbox.drain();
    expect(mailsTo(address)).toHaveLength(3);
    expect(mailsTo(unknown)).toHaveLength(0);

    // The hour rolls: an hour after the three, the address may get one more.
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    expect((await ask(address, '10.1.2.1')).body).toBe(ANSWER);
    await t.ctx.outbox.drain();
    expect(mailsTo(address)).toHaveLength(4);
  });

  it('revokes the unused link of an earlier e-mail', async () => {
    const address = emails[1];
    await ask(address, '10.2.0.1');
    await t.ctx.outbox.drain();
    await ask(address, '10.2.0.2');
    await t.ctx.outbox.drain();
    const [first, second] = mailsTo(address).map((m) => tokenOf(m.text));
    expect(first && second && first !== second).toBe(true);
    const reset = (token: string | undefined) => t.call('POST', '/api/users/resetPassword', { body: { token, password: 'oParolaNoua1' } });
    expect((await reset(first)).body).toMatchObject({ err: 400, message: MSG.resetLinkInvalid });
    expect((await reset(second)).body.err).toBe(0);
  });

  it('lets one client ask for at most 10 e-mails in 15 minutes, whatever the addresses', async () => {
    const addresses = emails.slice(10, 22);
    for (const a of addresses) expect((await ask(a, '10.3.0.1')).body).toBe(ANSWER);
    await t.ctx.outbox.drain();
    expect(addresses.map((a) => mailsTo(a).length)).toEqual([...Array(10).fill(1), 0, 0]);
    // Another client is not held back by the first.
    await ask(addresses[11], '10.3.0.2');
    await t.ctx.outbox.drain();
    expect(mailsTo(addresses[11])).toHaveLength(1);
  });

  it('does the same database work during the request for an address with or without an account', async () => {
    const real = t.ctx.db;
    const during = async (email: string, client: string) => {
      const statements: string[] = [];
      t.ctx.db = recording(real, statements);
      try {
        expect((await ask(email, client)).body).toBe(ANSWER);
      } finally {
        t.ctx.db = real;
      }
      return statements;
    };
    const known = await during(emails[30], '10.4.0.1');
    const unknown = await during('nimeni.altcineva@example.com', '10.4.0.2');
    expect(known).toEqual(unknown);
    expect(known.some((s) => /INSERT INTO mail_outbox/.test(s))).toBe(true);
    // Neither the account nor a link is looked at before the answer: the outbox's worker does it after.
    expect(known.filter((s) => /\busers\b|password_resets/.test(s))).toEqual([]);

    await t.ctx.outbox.drain();
    expect(mailsTo(emails[30])).toHaveLength(1);
    const { rows } = await real.query<{ reset_address: string; sent: boolean; dropped: boolean }>(
      "SELECT reset_address, sent_at IS NOT NULL AS sent, dropped_at IS NOT NULL AS dropped FROM mail_outbox WHERE client LIKE '10.4.0.%' ORDER BY client",
    );
    expect(rows).toEqual([
      { reset_address: emails[30].toLowerCase(), sent: true, dropped: false },
      { reset_address: 'nimeni.altcineva@example.com', sent: false, dropped: true },
    ]);
  });
});

describe('POST /api/users/checkResetToken (#39 point 11)', () => {
  const check = (token: string | undefined) => t.call('POST', '/api/users/checkResetToken', { body: { token } });
  const reset = (token: string | undefined) => t.call('POST', '/api/users/resetPassword', { body: { token, password: 'oParolaNoua2' } });
  const invalid = { err: 400, message: MSG.resetLinkInvalid, reason: APP_REASON.resetLinkInvalid };

  it('answers a live link without using it, and refuses it once used, as the reset does', async () => {
    const address = emails[35];
    await ask(address, '10.5.0.1');
    await t.ctx.outbox.drain();
    const token = tokenOf(mailsTo(address)[0]?.text);
    expect((await check(token)).body).toEqual({ err: 0, payload: null });
    expect((await check(token)).body.err).toBe(0);
    expect((await reset(token)).body.err).toBe(0);
    expect((await check(token)).body).toMatchObject(invalid);
  });

  it('refuses an expired link and one never sent', async () => {
    const address = emails[36];
    await ask(address, '10.5.0.2');
    await t.ctx.outbox.drain();
    const token = tokenOf(mailsTo(address)[0]?.text);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000));
    expect((await check(token)).body).toMatchObject(invalid);
    expect((await check('x'.repeat(43))).body).toMatchObject(invalid);
    expect((await check('')).body).toMatchObject(invalid);
  });
});

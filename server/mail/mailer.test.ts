import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startSmtp } from '../test/smtp.js';
import { createMailer } from './mailer.js';
import { resetPasswordMail } from './templates.js';

it('delivers over SMTP to a real server on loopback', async () => {
  const smtp = await startSmtp();
  const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'App <app@example.com>' });
  try {
    await mailer.send(resetPasswordMail({ email: 'ion@example.com', name: 'Ion', language: 'ro' }, 'http://x/reset-password/abc'));
    const m = await smtp.waitFor(() => true);
    expect(m.subject).toBe('Resetarea parolei');
    expect(m.text).toContain('http://x/reset-password/abc');
    expect(m.text).toContain('Bună ziua, Ion');
  } finally {
    mailer.close();
    await smtp.close();
  }
});

it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
  await createMailer({ outboxDir: dir, from: 'app@example.com' }).send(
    resetPasswordMail({ email: 'ana@example.com', name: 'Ana <b>', language: 'ro' }, 'http://x/r'),
  );
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  const eml = readFileSync(join(dir, files[0]), 'utf8');
  expect(eml).toContain('To: ana@example.com');
  expect(eml).not.toContain('Ana <b>,</p>');
});

it('sends a batch over pooled connections; a refused recipient does not stop the others', async () => {
  const smtp = await startSmtp({ refuse: 'nu.exista@example.com' });
  const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'app@example.com' });
  try {
    const to = Array.from({ length: 12 }, (_, i) => (i === 3 ? 'nu.exista@example.com' : `p${i}@example.com`));
    const sent = await Promise.allSettled(
      to.map((a) => mailer.send(resetPasswordMail({ email: a, name: 'X', language: 'ro' }, 'http://x/r'))),
    );
    expect(sent.filter((s) => s.status === 'rejected')).toHaveLength(1);
    await smtp.waitFor(() => smtp.messages.length === 11);
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes('nu.exista'))).toBe(false);
  } finally {
    mailer.close();
    await smtp.close();
  }
});

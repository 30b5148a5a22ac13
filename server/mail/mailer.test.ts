import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startSmtp } from '../test/smtp.js';
import { createMailer } from './mailer.js';
import { resetPasswordMail } from './templates.js';

it('delivers over SMTP to a real server on loopback', async () => {
  const smtp = await startSmtp();
  try {
    await createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'App <app@example.com>' }).send(resetPasswordMail('ion@example.com', 'Ion', 'http://x/reset-password/abc'));
    const m = await smtp.waitFor(() => true);
    expect(m.subject).toBe('Resetarea parolei');
    expect(m.text).toContain('http://x/reset-password/abc');
    expect(m.text).toContain('Bună ziua, Ion');
  } finally {
    await smtp.close();
  }
});

it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
  await createMailer({ outboxDir: dir, from: 'app@example.com' }).send(resetPasswordMail('ana@example.com', 'Ana <b>', 'http://x/r'));
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  const eml = readFileSync(join(dir, files[0]), 'utf8');
  expect(eml).toContain('To: ana@example.com');
  expect(eml).not.toContain('Ana <b>,</p>');
});

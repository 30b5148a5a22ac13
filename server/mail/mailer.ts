import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** Lets go of pooled connections (at shutdown). */
  close(): void;
}

/**
 * The transport: SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in the
 * outbox folder (decisions §4). Only the mail outbox's worker sends (outbox.ts); changes enqueue.
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log?: (m: string) => void }): Mailer {
  if (opts.smtpUrl) {
    // Pooled: the outbox's batch (the evening reminders) reuses a few connections instead of one per message.
    const transport = nodemailer.createTransport(pooled(opts.smtpUrl));
    return {
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let seq = 0;
  return {
    async send(msg) {
      const info = await transport.sendMail({ from: opts.from, ...msg });
      // A reset link or a new password in clear: the owner's alone, whatever the umask (#38, point 2).
      mkdirSync(opts.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = join(opts.outboxDir, `${Date.now()}-${++seq}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      opts.log?.(`e-mail to ${msg.to} ("${msg.subject}") written to ${file}`);
    },
    close: () => undefined,
  };
}

function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

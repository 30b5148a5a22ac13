import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

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

/** SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in the outbox folder (decisions §4). */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log?: (m: string) => void }): Mailer {
  if (opts.smtpUrl) {
    // Pooled: a batch (the evening reminders) reuses a few connections instead of one per message.
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
      mkdirSync(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${Date.now()}-${++seq}.eml`);
      writeFileSync(file, info.message as Buffer);
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

/** Sends a batch a few at a time; one refused message does not stop the others. Answers how many failed. */
export async function sendAll(mailer: Mailer, messages: MailMessage[], concurrency = 5): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < messages.length) {
      await mailer.send(messages[next++]).catch(() => failed++);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, messages.length) }, worker));
  return failed;
}

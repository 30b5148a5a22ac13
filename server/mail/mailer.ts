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
}

/** SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in the outbox folder (decisions §4). */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log?: (m: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
      },
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
  };
}

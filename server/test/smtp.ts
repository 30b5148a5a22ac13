import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export async function startSmtp(opts: { refuse?: string } = {}): Promise<{
  url: string;
  messages: ParsedMail[];
  waitFor(pred: (m: ParsedMail) => boolean, ms?: number): Promise<ParsedMail>;
  /** From now on refuses this recipient (none: accepts everyone again), for tests of retries. */
  refuse(address?: string): void;
  close(): Promise<void>;
}> {
  const messages: ParsedMail[] = [];
  let refused = opts.refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The app keeps pooled connections open; closing must not wait for them.
    closeTimeout: 100,
    logger: false,
    // A recipient the server refuses, for tests of failed deliveries.
    onRcptTo(address, _session, cb) {
      cb(refused !== undefined && address.address === refused ? new Error('550 mailbox unavailable') : undefined);
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => {
          messages.push(m);
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(pred, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const m = messages.find(pred);
        if (m) return m;
        if (Date.now() > until) throw new Error('no matching e-mail arrived');
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    refuse(address) {
      refused = address;
    },
    close: () => new Promise<void>((res) => server.close(() => res())),
  };
}

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startOidcProvider } from '../server/test/oidc-provider.js';
import { APPS, baseUrlOf, E2E_OIDC_PORT, mailDirOf, smtpPortOf } from './env.js';

/**
 * A real SMTP server on loopback for the app under test, each message landing as a file the tests
 * read; and the company's identity provider (decisions §17), whose people are the demo's accounts
 * (any other login is an address no account has). The app discovers it at the first sign-in, so
 * which of the two starts first does not matter.
 */
export default async function globalSetup() {
  const provider = await startOidcProvider({
    port: E2E_OIDC_PORT,
    redirectUris: APPS.map((app) => `${baseUrlOf(app)}/api/auth/oidc/callback`),
    people: { angajat: { email: 'angajat@example.com' }, manager: { email: 'Manager@Example.com' } },
    claimsInIdToken: true,
  });
  // One mailbox per app (env.ts): a demo account's reminder from one app never answers another's test.
  const servers = await Promise.all(APPS.map((app) => mailbox(smtpPortOf(app), mailDirOf(app))));
  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((res) => server.close(() => res()))));
    await provider.close();
  };
}

/** An SMTP server on loopback that writes each message it receives to `dir`, numbered in order. */
async function mailbox(port: number, dir: string): Promise<SMTPServer> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The app keeps pooled connections open; closing must not wait for them.
    closeTimeout: 100,
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(join(dir, `${String(++seq).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        cb();
      });
    },
  });
  await new Promise<void>((res) => server.listen(port, '127.0.0.1', () => res()));
  return server;
}

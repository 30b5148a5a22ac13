import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startOidcProvider } from '../server/test/oidc-provider.js';
import { BASE_URL, E2E_MAIL_DIR, E2E_OIDC_PORT, E2E_SMTP_PORT } from './env.js';

/**
 * A real SMTP server on loopback for the app under test, each message landing as a file the tests
 * read; and the company's identity provider (decisions §17), whose people are the demo's accounts
 * (any other login is an address no account has). The app discovers it at the first sign-in, so
 * which of the two starts first does not matter.
 */
export default async function globalSetup() {
  const provider = await startOidcProvider({
    port: E2E_OIDC_PORT,
    redirectUris: [`${BASE_URL}/api/auth/oidc/callback`],
    people: { angajat: { email: 'angajat@example.com' }, manager: { email: 'Manager@Example.com' } },
    claimsInIdToken: true,
  });
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
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
        writeFileSync(join(E2E_MAIL_DIR, `${String(++seq).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        cb();
      });
    },
  });
  await new Promise<void>((res) => server.listen(E2E_SMTP_PORT, '127.0.0.1', () => res()));
  return async () => {
    await new Promise<void>((res) => server.close(() => res()));
    await provider.close();
  };
}

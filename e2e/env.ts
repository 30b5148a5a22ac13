import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the browser tests run the app and catch its e-mail; fixed so that the
// config, the global setup and the test workers agree.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_ROOT = join(tmpdir(), `birouri-e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = join(E2E_ROOT, 'mail');
export const E2E_DATA_DIR = join(E2E_ROOT, 'data');
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_CLOCK_START = '2027-03-01T07:00:00Z';
/** The test identity provider of the company sign-in (decisions §17), on loopback beside the app. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 300);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;

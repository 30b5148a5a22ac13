import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the browser tests run the app and catch its e-mail; fixed so that the
// config, the global setup and the test workers agree.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_ROOT = join(tmpdir(), `birouri-e2e-${E2E_PORT}`);

/**
 * The specs run on E2E_WORKERS workers (2 by default, issue #37), each against an app of its own: its
 * port, data, test clock and mailbox, so that one worker's clock moved forward or demo booking never
 * reaches the other's. A worker's `parallelIndex` names its app; each app sees its specs in file order.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const APPS = Array.from({ length: E2E_WORKERS }, (_, i) => i);
export const portOf = (app: number) => E2E_PORT + 10 * app; // + 7 is live-restart.spec.ts's own app
export const baseUrlOf = (app: number) => `http://localhost:${portOf(app)}`;
export const smtpPortOf = (app: number) => E2E_SMTP_PORT + app;
export const mailDirOf = (app: number) => join(E2E_ROOT, `mail-${app}`);
export const dataDirOf = (app: number) => join(E2E_ROOT, `data-${app}`);
/** The first app's: what a spec that starts an app of its own sends its e-mail to, and the identity provider's port base. */
export const BASE_URL = baseUrlOf(0);
export const E2E_CLOCK_START = '2027-03-01T07:00:00Z';
/** The test identity provider of the company sign-in (decisions §17), on loopback beside the app. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 300);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;

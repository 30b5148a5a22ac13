import { z } from 'zod';
import { PASSWORD_LOGIN } from '../oidc.js';
import { instant } from './answers.js';

/** GET /api/meta: what the web app needs before anyone signs in. */
export const metaAnswer = z
  .object({
    version: z.string(),
    supportEmail: z.string(),
    guideUrl: z.string(),
    /** The address people open the app at (PUBLIC_URL, no trailing slash): the QR labels' check-in links. */
    publicUrl: z.string(),
    testClock: z.boolean(),
    now: instant,
    /** Whether /login offers 'Autentificare cu contul companiei' (decisions §17). */
    oidc: z.boolean(),
    /** Who keeps the password form: everyone, or role admin only (OIDC_PASSWORD_LOGIN). */
    passwordLogin: z.enum(PASSWORD_LOGIN),
  })
  .meta({
    id: 'Meta',
    example: {
      version: '1.1.5',
      supportEmail: 'suport@example.ro',
      guideUrl: '/ghid',
      publicUrl: 'https://birouri.example.ro',
      testClock: false,
      now: '2026-03-02T08:00:00.000Z',
      oidc: true,
      passwordLogin: 'all',
    },
  });
export type Meta = z.infer<typeof metaAnswer>;

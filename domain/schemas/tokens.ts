import { z } from '../zod-ro.js';
import { MAX_TOKEN_DAYS, TOKEN_SCOPES } from '../tokens/scopes.js';
import { idString } from './desks.js';

// The requests of personal API tokens (decisions §23).

const SCOPES_MSG = 'Alegeți cel puțin o permisiune: read, book sau admin, fiecare o singură dată.';
const DAYS_MSG = `Valabilitatea este între 1 și ${MAX_TOKEN_DAYS} de zile.`;

export const tokenCreateBody = z.object({
  name: z.string().trim().min(1, 'Dați tokenului un nume.').max(100, 'Numele are cel mult 100 de caractere.'),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, SCOPES_MSG))
    .min(1, SCOPES_MSG)
    .max(TOKEN_SCOPES.length, SCOPES_MSG)
    .refine((s) => new Set(s).size === s.length, SCOPES_MSG)
    .meta({ example: ['read', 'book'] }),
  days: z.number().int(DAYS_MSG).min(1, DAYS_MSG).max(MAX_TOKEN_DAYS, DAYS_MSG).meta({ example: 90 }),
});
export type TokenCreateBody = z.infer<typeof tokenCreateBody>;

export const tokenIdBody = z.object({ _id: idString });

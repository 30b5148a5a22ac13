import { z } from 'zod';
import { TOKEN_SCOPES } from '../tokens/scopes.js';
import { instant } from './answers.js';

// The answers of personal API tokens (decisions §23): never a secret, except once when a token is made.

const example = {
  _id: '5b0e7c2a-3f4d-4c1e-9a8b-2d6f0e1a7c93',
  name: 'Rezervare automată',
  scopes: ['read', 'book'],
  createdAt: '2026-03-02T08:00:00.000Z',
  expiresAt: '2026-05-31T08:00:00.000Z',
  lastUsedAt: '2026-03-03T07:30:00.000Z',
};

export const apiTokenAnswer = z
  .object({
    _id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(TOKEN_SCOPES)),
    createdAt: instant,
    expiresAt: instant,
    /** To the minute: a token's use is written at most once a minute. */
    lastUsedAt: instant.nullable(),
  })
  .meta({ id: 'ApiToken', example });
export type ApiToken = z.infer<typeof apiTokenAnswer>;

/** POST /api/tokens/create: the token itself, shown this once (only its hash is kept). */
export const apiTokenCreatedAnswer = apiTokenAnswer
  .extend({ token: z.string() })
  .meta({ id: 'ApiTokenCreated', example: { ...example, lastUsedAt: null, token: 'bt_q3Jd9vXo0mUe1bKcT5rYwA8nLh2sFgPzE7iN4uVxC6k' } });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedAnswer>;

export const apiTokensAnswer = z.array(apiTokenAnswer);

/** GET /api/tokens/all: an administrator's view of the tokens of their building's people. */
export const buildingTokenAnswer = apiTokenAnswer
  .extend({ owner: z.object({ uuid: z.string(), username: z.string(), name: z.string() }) })
  .meta({
    id: 'BuildingApiToken',
    example: { ...example, owner: { uuid: '9d0f3e1c-8a2b-4c5d-9e6f-7a8b9c0d1e2f', username: 'angajat', name: 'Ana Angajat' } },
  });
export type BuildingToken = z.infer<typeof buildingTokenAnswer>;
export const buildingTokensAnswer = z.array(buildingTokenAnswer);

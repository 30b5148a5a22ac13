import type { CallInput } from '@domain/api/index.js';
import { apiCall } from './client.js';

// Personal API tokens (decisions §23): the caller's, made, listed and deleted with a session; shapes as
// domain/schemas/token-answers.ts declares them.

export type { ApiToken, ApiTokenCreated, BuildingToken } from '@domain/schemas/token-answers.js';
/** What a new token is made with: its name, scopes and days of validity. */
export type TokenRequest = CallInput<'POST /tokens/create'>;

/** The caller's tokens, newest first, expired ones too; never their secrets. */
export const listTokens = () => apiCall('GET /tokens');

/** A new token, its secret (`token`) shown this once. */
export const createToken = (request: TokenRequest) => apiCall('POST /tokens/create', request);

/** Deletes a token: the caller's own, or, for an administrator, one of their buildings' people. */
export const deleteToken = (id: string) => apiCall('POST /tokens/delete', { _id: id });

/** An administrator's view: the tokens of the people of the buildings they administer, each with its owner. */
export const listBuildingTokens = () => apiCall('GET /tokens/all');

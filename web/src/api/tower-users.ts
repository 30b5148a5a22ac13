import type { RegisterTurnBody } from '@domain/schemas/tower-users.js';
import { apiCall } from './client.js';

// The tower administrators' calls about people (decisions §9): adding tower users one at a time
// (a list goes through uploads.ts), and a user's indiscipline, read and forgiven.

export const registerTurn = (body: RegisterTurnBody) => apiCall('POST /users/registerTurn', body);

/** One user's tower indiscipline (an empty list when they have never been in the tower's lists). */
export const userIndiscipline = (uuid: string) => apiCall('GET /users/indiscipline', { uuid });

/** Takes back every indiscipline of the user's parking requests. */
export const forgiveIndiscipline = (uuid: string) => apiCall('POST /users/indiscipline/delete', { uuid });

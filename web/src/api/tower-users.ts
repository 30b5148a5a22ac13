import type { User } from '@domain/schemas/accounts-answers.js';
import type { RegisterTurnBody } from '@domain/schemas/tower-users.js';
import { api, queryString } from './client.js';
import type { Indiscipline } from './tower.js';

// The tower administrators' calls about people (decisions §9): adding tower users one at a time
// (a list goes through uploads.ts), and a user's indiscipline, read and forgiven.

export const registerTurn = (body: RegisterTurnBody) => api.post<User>('/users/registerTurn', body);

/** One user's tower indiscipline (an empty list when they have never been in the tower's lists). */
export const userIndiscipline = (uuid: string) => api.get<Indiscipline[]>(`/users/indiscipline?${queryString({ uuid })}`);

/** Takes back every indiscipline of the user's parking requests. */
export const forgiveIndiscipline = (uuid: string) => api.post<null>('/users/indiscipline/delete', { uuid });

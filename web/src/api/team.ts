import type { CallInput } from '@domain/api/index.js';
import { apiCall } from './client.js';

// The team's week, following colleagues and the desks near a colleague (decisions §21); shapes as
// domain/schemas/team-answers.ts declares them.

export type { Followed, NearDesk, TeamDay, TeamPerson, TeamWeek } from '@domain/schemas/team-answers.js';
export type TeamWeekQuery = CallInput<'GET /team-week'>;

/** A group's week (the caller's main group, this week, when left out). */
export const teamWeek = (query: TeamWeekQuery) => apiCall('GET /team-week', query);

/** The colleagues the caller follows. */
export const following = () => apiCall('GET /following');

/** Replaces the list of colleagues followed; answers it as saved. */
export const saveFollowing = (uuids: string[]) => apiCall('POST /following/update', { uuids });

/** Up to five desks free on `date`, which the caller may book, nearest to `deskId` on its floor. */
export const nearDesks = (deskId: string, date: string) => apiCall('GET /desks/near', { deskId, date });

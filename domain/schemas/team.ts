import { z } from '../zod-ro.js';
import { FOLLOW_MSG, MAX_FOLLOWED } from '../team/messages.js';
import { dayString, deskIdString } from './desks.js';
import { groupIdString } from './groups.js';

// Queries and bodies of the team's week, following and the desks near a colleague (decisions §21).

/** The week of `from` (any day of it: the answer starts on its Monday; this week when left out) of a group (the caller's main group when left out). */
export const teamWeekQuery = z.object({ from: dayString.optional(), groupId: groupIdString.optional() });
export type TeamWeekQuery = z.infer<typeof teamWeekQuery>;

/** The whole list of colleagues followed, replacing the one before (an empty list follows no one). */
export const followingBody = z.object({
  uuids: z
    .array(z.uuid())
    // A bound on the body only: past MAX_FOLLOWED the service refuses with its own reason (following.tooMany).
    .max(10 * MAX_FOLLOWED, FOLLOW_MSG.tooMany)
    .refine((u) => new Set(u).size === u.length, 'Fiecare coleg se poate alege o singură dată.'),
});
export type FollowingBody = z.infer<typeof followingBody>;

/** The desks near `deskId` on its floor, free on `date`. */
export const nearDesksQuery = z.object({ deskId: deskIdString, date: dayString });
export type NearDesksQuery = z.infer<typeof nearDesksQuery>;

import { MSG } from '../messages.js';
import { z } from '../zod-ro.js';
import { deskIdString } from './desks.js';
import { roomIdString } from './rooms.js';
import { noControlChars } from './text.js';

// Request bodies of the groups administration and the managers' projects (decisions §9).
// No control characters (issue #38, point 7): a NUL would reach the database, and a name is shown everywhere.
const plainText = (max: number) => z.string().trim().min(1).max(max).check(noControlChars());
export const groupIdString = plainText(100);

/**
 * Without `_id` it creates the group; `users`, `managers`, `desks`, `rooms`, when sent, are the whole new membership.
 * With `_id` it changes the group as read at `version`.
 */
export const groupUpdateBody = z.object({
  _id: groupIdString.optional(),
  name: plainText(100),
  type: z.enum(['Departament', 'Proiect']),
  building: z.enum(['1', '2'], { message: MSG.buildingUnknown }).optional(),
  parkingSpots: z.number().int().min(0).max(100_000).optional(),
  users: z.array(z.uuid()).max(20_000).optional(),
  managers: z.array(z.uuid()).max(20_000).optional(),
  desks: z.array(deskIdString.max(20)).max(5_000).optional(),
  rooms: z.array(roomIdString.max(20)).max(1_000).optional(),
  /** The group's version as read (GET /api/groups/{id}); required with `_id`, the service says so (issue #20). */
  version: z.string().min(1).max(100).optional(),
});
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

export const groupDeleteBody = z.object({ _id: groupIdString });
export const groupIdParams = z.object({ id: groupIdString });

/** A manager adds a desk of one of their departments to one of their projects, or takes it out. */
export const projectDeskBody = z.object({
  groupId: groupIdString,
  deskId: deskIdString.max(20),
  action: z.enum(['add', 'remove']),
});
export type ProjectDeskBody = z.infer<typeof projectDeskBody>;

import { z } from 'zod';
import { ANA, userAnswer } from './accounts-answers.js';
import { deskId, uuid } from './answers.js';
import { officeFloor as floor, roomId } from './rooms-answers.js';

// The answers of the groups calls, the groups administration and the managers' projects
// (decisions §9, flex-office §2 'My projects'). The server serialises its answers from these
// and the web imports their inferred types.

const exampleGroup = { _id: 'it', name: 'IT', type: 'Departament', parkingSpots: 3, building: '1' } as const;

/** A group of people (flex-office §3 Group): a department or a project of one building. */
export const groupAnswer = z
  .object({
    /** Its key, made from its name when it was created (`it`, `proiect-beta`). */
    _id: z.string(),
    name: z.string(),
    type: z.enum(['Departament', 'Proiect']),
    /** The tower's parking spots the group holds (tower §4). */
    parkingSpots: z.number().int().min(0),
    building: z.enum(['1', '2']),
  })
  .meta({
    id: 'Group',
    description:
      "A group: a department or a project, of CityOffices ('1') or of the tower ('2'). Desks and rooms are open to groups, and people belong to them.",
    example: exampleGroup,
  });
export type Group = z.infer<typeof groupAnswer>;

/** GET /api/groups/ and /api/users/groups/: groups, with the caller's main group and the groups they manage. */
export const callerGroupsAnswer = z
  .object({
    groups: z.array(groupAnswer),
    /** The caller's main group, null when none. */
    mainGroup: z.string().nullable(),
    /** The ids of the groups the caller manages. */
    managerOf: z.array(z.string()),
  })
  .meta({
    id: 'CallerGroups',
    description:
      "A list of groups (the caller's own, or every group for an administrator) with the caller's main group and the groups they manage.",
    example: { groups: [exampleGroup], mainGroup: 'it', managerOf: [] },
  });
export type CallerGroups = z.infer<typeof callerGroupsAnswer>;

/** A group as the administration reads and saves it: with the version an update sends back (issue #20). */
export const versionedGroupAnswer = groupAnswer
  .extend({
    /** A digest of the group's fields and memberships: it changes with any of them. */
    version: z.string(),
  })
  .meta({
    id: 'VersionedGroup',
    description: 'A group with its version: an update sends back the version it read, and is refused (409) when the group changed since.',
    example: { ...exampleGroup, version: 'q1w2e3r4t5y6u7i8o9p0as' },
  });
export type VersionedGroup = z.infer<typeof versionedGroupAnswer>;

const exampleDesk = { deskId: '4-12', floor: 4, groupsIdList: ['it'], type: null, manager: null } as const;

/** A desk as a group's details and the managers' projects list it. */
export const groupDeskAnswer = z
  .object({
    deskId,
    floor,
    /** The groups whose members may book it. */
    groupsIdList: z.array(z.string()),
    /**
     * Held for a person: Reserved (allocated to them) or Manager (blocked for them); null for a shared desk.
     * One list with null in it: OpenAPI 3.0 reads `nullable` beside an `enum` without null as refusing null.
     */
    type: z.literal(['Reserved', 'Manager', null]),
    /** The person it is held for, null for a shared desk. */
    manager: uuid.nullable(),
  })
  .meta({
    id: 'GroupDesk',
    description: 'A desk of a group: its floor, the groups it is open to, and the person it is held for, if any.',
    example: exampleDesk,
  });
export type GroupDesk = z.infer<typeof groupDeskAnswer>;

/** A meeting room as a group's details list it. */
export const groupRoomAnswer = z
  .object({ id: roomId, name: z.string(), floor })
  .meta({ id: 'GroupRoom', description: 'A meeting room open to the group.', example: { id: 'E4-02', name: 'Sala Carpați', floor: 4 } });
export type GroupRoom = z.infer<typeof groupRoomAnswer>;

/** GET /api/groups/{id}: the group with its four membership lists. */
export const groupDetailsAnswer = z
  .object({
    group: versionedGroupAnswer,
    /** The accounts (not deleted) that belong to the group. */
    users: z.array(userAnswer),
    /** The accounts (not deleted) that manage it. */
    managers: z.array(userAnswer),
    desks: z.array(groupDeskAnswer),
    rooms: z.array(groupRoomAnswer),
  })
  .meta({
    id: 'GroupDetails',
    description: 'A group with its version and its four memberships: its people, its managers, the desks and the meeting rooms open to it.',
    example: {
      group: { ...exampleGroup, version: 'q1w2e3r4t5y6u7i8o9p0as' },
      users: [ANA],
      managers: [],
      desks: [exampleDesk],
      rooms: [{ id: 'E4-02', name: 'Sala Carpați', floor: 4 }],
    },
  });
export type GroupDetails = z.infer<typeof groupDetailsAnswer>;

/** POST /api/groups/delete: the key of the group deleted. */
export const deletedGroupAnswer = z
  .object({ _id: z.string() })
  .meta({ id: 'DeletedGroup', description: 'The key of the group deleted.', example: { _id: 'proiect-beta' } });
export type DeletedGroup = z.infer<typeof deletedGroupAnswer>;

/** A project the caller manages (decisions §9): its desks, and the desks of the caller's departments it could still take. */
export const projectAnswer = groupAnswer
  .extend({
    desks: z.array(groupDeskAnswer),
    /** Desks of the departments the caller manages that are not in the project yet. */
    availableDesks: z.array(groupDeskAnswer),
  })
  .meta({
    id: 'Project',
    description:
      "A project (a group of type Proiect) the caller manages, with its desks and the desks of the caller's departments it could still take.",
    example: {
      _id: 'proiect-beta',
      name: 'Proiect Beta',
      type: 'Proiect',
      parkingSpots: 0,
      building: '1',
      desks: [{ deskId: '4-12', floor: 4, groupsIdList: ['it', 'proiect-beta'], type: null, manager: null }],
      availableDesks: [{ deskId: '4-13', floor: 4, groupsIdList: ['it'], type: null, manager: null }],
    },
  });
export type Project = z.infer<typeof projectAnswer>;

export const projectListAnswer = z.array(projectAnswer);

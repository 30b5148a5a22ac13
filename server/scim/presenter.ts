import { GROUP_SCHEMA, USER_SCHEMA } from './discovery.js';

// The product's rows as SCIM resources (RFC 7643 §4): a user's id is its uuid, userName its username,
// name.formatted and displayName its name, the one e-mail the primary 'work' one, active whether it
// may sign in; a group's members by the uuids of the people.

/** What SCIM reads of a user (users-queries.ts). */
export interface ScimUserRow {
  uuid: string;
  username: string;
  name: string;
  email: string;
  valid: boolean;
  external_id: string | null;
  created_at: Date;
  deactivated_at: Date | null;
}

export interface ScimGroupRow {
  id: string;
  display_name: string;
  external_id: string | null;
  created_at: Date;
  modified_at: Date;
}

/** The users table keeps no time of its last change: a deactivation is the one it knows. */
const lastModified = (u: ScimUserRow) => (u.deactivated_at && u.deactivated_at > u.created_at ? u.deactivated_at : u.created_at);

export function presentUser(u: ScimUserRow, base: string, groups?: { id: string; display_name: string }[]) {
  return {
    schemas: [USER_SCHEMA],
    id: u.uuid,
    ...(u.external_id !== null ? { externalId: u.external_id } : {}),
    userName: u.username,
    name: { formatted: u.name },
    displayName: u.name,
    emails: [{ value: u.email, type: 'work', primary: true }],
    active: u.valid,
    ...(groups ? { groups: groups.map((g) => ({ value: g.id, display: g.display_name, $ref: `${base}/Groups/${g.id}` })) } : {}),
    meta: {
      resourceType: 'User',
      created: u.created_at.toISOString(),
      lastModified: lastModified(u).toISOString(),
      location: `${base}/Users/${u.uuid}`,
    },
  };
}

export function presentGroup(g: ScimGroupRow, base: string, members?: { uuid: string; name: string }[]) {
  return {
    schemas: [GROUP_SCHEMA],
    id: g.id,
    ...(g.external_id !== null ? { externalId: g.external_id } : {}),
    displayName: g.display_name,
    ...(members ? { members: members.map((m) => ({ value: m.uuid, display: m.name, $ref: `${base}/Users/${m.uuid}` })) } : {}),
    meta: {
      resourceType: 'Group',
      created: g.created_at.toISOString(),
      lastModified: g.modified_at.toISOString(),
      location: `${base}/Groups/${g.id}`,
    },
  };
}

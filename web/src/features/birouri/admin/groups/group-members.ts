import type { GroupUpdateBody } from '@domain/schemas/groups.js';
import type { GroupDetails, VersionedGroup } from '@/api/groups-admin.js';
import { flexAdmin, type FlexAdminKey } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';

// A group's four membership lists as the detail page changes them (decisions §9): every
// change sends the whole new list of that one membership, and only that one.

export type MemberList = 'users' | 'managers' | 'desks' | 'rooms';

/**
 * flex-office §8 names the failures ('Eroare la adăugarea/eliminarea utilizatorului!', the desks' alike); the
 * successes follow them. Their keys in the catalogue flexAdmin (issue #40; e2e specs read the Romanian with `romanian`).
 */
/** What the console says when a save finds the group changed since it was read (reason app.groupChanged): it reloads it. */
export const groupChangedNotice = (): string => translate(flexAdmin, 'flexAdmin.group.changed');

export const MEMBER_MSG: Record<
  MemberList,
  { added: FlexAdminKey; addFailed: FlexAdminKey; removed: FlexAdminKey; removeFailed: FlexAdminKey }
> = {
  users: {
    added: 'flexAdmin.member.users.added',
    addFailed: 'flexAdmin.member.users.addFailed',
    removed: 'flexAdmin.member.users.removed',
    removeFailed: 'flexAdmin.member.users.removeFailed',
  },
  managers: {
    added: 'flexAdmin.member.managers.added',
    addFailed: 'flexAdmin.member.managers.addFailed',
    removed: 'flexAdmin.member.managers.removed',
    removeFailed: 'flexAdmin.member.managers.removeFailed',
  },
  desks: {
    added: 'flexAdmin.member.desks.added',
    addFailed: 'flexAdmin.member.desks.addFailed',
    removed: 'flexAdmin.member.desks.removed',
    removeFailed: 'flexAdmin.member.desks.removeFailed',
  },
  rooms: {
    added: 'flexAdmin.member.rooms.added',
    addFailed: 'flexAdmin.member.rooms.addFailed',
    removed: 'flexAdmin.member.rooms.removed',
    removeFailed: 'flexAdmin.member.rooms.removeFailed',
  },
};

/** The ids of one membership list as the server answered it. */
export function memberIds(d: GroupDetails, list: MemberList): string[] {
  switch (list) {
    case 'users':
      return d.users.map((u) => u.uuid);
    case 'managers':
      return d.managers.map((u) => u.uuid);
    case 'desks':
      return d.desks.map((x) => x.deskId);
    case 'rooms':
      return d.rooms.map((r) => r.id);
  }
}

/** The body that adds or removes one member: the saved group's own fields and the whole new list. */
export function membershipBody(d: GroupDetails, list: MemberList, id: string, action: 'add' | 'remove'): GroupUpdateBody {
  const now = memberIds(d, list);
  const ids = action === 'add' ? (now.includes(id) ? now : [...now, id]) : now.filter((x) => x !== id);
  return { ...groupFields(d.group), [list]: ids };
}

/** What identifies a group in every save: the required name and type of the saved group, and the version it was read at. */
export function groupFields(g: VersionedGroup): Pick<GroupUpdateBody, '_id' | 'name' | 'type' | 'version'> {
  return { _id: g._id, name: g.name, type: g.type, version: g.version };
}

/** The confirmation of a group's deletion: what the cascade of decisions §9 does, with this group's numbers. */
export function deleteGroupText(d: GroupDetails): string {
  const values = { name: d.group.name, users: d.users.length, managers: d.managers.length, desks: d.desks.length, rooms: d.rooms.length };
  return d.group.type === 'Proiect'
    ? translate(flexAdmin, 'flexAdmin.group.deleteText.Proiect', values)
    : translate(flexAdmin, 'flexAdmin.group.deleteText.Departament', values);
}

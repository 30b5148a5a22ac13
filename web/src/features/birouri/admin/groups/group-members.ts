import type { GroupUpdateBody } from '@domain/schemas/groups.js';
import { count } from '@domain/plural.js';
import type { GroupDetails, VersionedGroup } from '@/api/groups-admin.js';

// A group's four membership lists as the detail page changes them (decisions §9): every
// change sends the whole new list of that one membership, and only that one.

export type MemberList = 'users' | 'managers' | 'desks' | 'rooms';

/** flex-office §8 names the failures ('Eroare la adăugarea/eliminarea utilizatorului!', the desks' alike); the successes follow them. */
export const MEMBER_MSG: Record<MemberList, { added: string; addFailed: string; removed: string; removeFailed: string }> = {
  users: {
    added: 'Utilizatorul a fost adăugat în grup!',
    addFailed: 'Eroare la adăugarea utilizatorului!',
    removed: 'Utilizatorul a fost eliminat din grup!',
    removeFailed: 'Eroare la eliminarea utilizatorului!',
  },
  managers: {
    added: 'Managerul a fost adăugat în grup!',
    addFailed: 'Eroare la adăugarea managerului!',
    removed: 'Managerul a fost eliminat din grup!',
    removeFailed: 'Eroare la eliminarea managerului!',
  },
  desks: {
    added: 'Biroul a fost adăugat în grup!',
    addFailed: 'Eroare la adăugarea biroului!',
    removed: 'Biroul a fost eliminat din grup!',
    removeFailed: 'Eroare la eliminarea biroului!',
  },
  rooms: {
    added: 'Sala a fost adăugată în grup!',
    addFailed: 'Eroare la adăugarea sălii!',
    removed: 'Sala a fost eliminată din grup!',
    removeFailed: 'Eroare la eliminarea sălii!',
  },
};

/** What the console says when a save finds the group changed since it was read (reason app.groupChanged): it reloads it. */
export const GROUP_CHANGED_NOTICE =
  'Grupul a fost modificat între timp de altcineva și a fost reîncărcat. Verificați datele și reluați modificarea.';

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
  const kind = d.group.type === 'Proiect' ? 'Proiectul' : 'Departamentul';
  return (
    `${kind} „${d.group.name}” va fi scos de la ${count(d.users.length, 'utilizator', 'utilizatori')} ` +
    `(din grupurile lor și, unde este, ca grup principal), de la ${count(d.managers.length, 'manager', 'manageri')}, ` +
    `${count(d.desks.length, 'birou', 'birouri')} și ${count(d.rooms.length, 'sală', 'săli')}, apoi va fi șters. ` +
    'Rezervările făcute pentru acest grup, inclusiv cele viitoare, rămân valabile și păstrează grupul în statistici. Ștergerea nu poate fi anulată.'
  );
}

import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@domain/schemas/accounts.js';
import type { GroupDetails } from '@/api/groups-admin.js';
import { foldSearch } from '@domain/schemas/users-admin.js';
import { deleteGroupText, membershipBody } from './group-members.js';
import { groupRows } from './group-rows.js';

const person = (uuid: string) => ({ uuid, name: uuid }) as UserInfo;
const details: GroupDetails = {
  group: { _id: 'proiect-x', name: 'Proiect X', type: 'Proiect', parkingSpots: 2, building: '1', version: 'v-1' },
  users: [person('u1'), person('u2')],
  managers: [person('m1')],
  desks: [{ deskId: '5-1', floor: 5, groupsIdList: ['it', 'proiect-x'], type: null, manager: null }],
  rooms: [],
};

describe('a membership change', () => {
  it('sends the whole new list of that one membership, with the saved name and type and the version read (issue #20)', () => {
    expect(membershipBody(details, 'users', 'u3', 'add')).toEqual({
      _id: 'proiect-x',
      name: 'Proiect X',
      type: 'Proiect',
      version: 'v-1',
      users: ['u1', 'u2', 'u3'],
    });
    expect(membershipBody(details, 'users', 'u1', 'remove')).toEqual({
      _id: 'proiect-x',
      name: 'Proiect X',
      type: 'Proiect',
      version: 'v-1',
      users: ['u2'],
    });
    expect(membershipBody(details, 'desks', '5-1', 'add').desks).toEqual(['5-1']);
    expect(membershipBody(details, 'rooms', 'E4-01', 'add').rooms).toEqual(['E4-01']);
    expect(membershipBody(details, 'managers', 'm1', 'remove').managers).toEqual([]);
  });
});

describe('deleting a group', () => {
  it("says what the cascade does, with the group's numbers, and that reservations stay", () => {
    const text = deleteGroupText(details);
    expect(text).toContain('Proiectul „Proiect X” va fi scos de la 2 utilizatori');
    expect(text).toContain('de la 1 manager, 1 birou și 0 săli');
    expect(text).toContain('inclusiv cele viitoare, rămân valabile');
  });
});

describe('the groups list', () => {
  it('finds a name whatever the case and diacritics typed, sorted by name', () => {
    const g = (name: string) => ({ _id: foldSearch(name), name, type: 'Departament' as const, parkingSpots: 0, building: '1' as const });
    const groups = [g('Tehnologia Informației'), g('Resurse Umane'), g('Proiect Ștefan')];
    expect(groupRows(groups, 'INFORMATIEI').map((x) => x.name)).toEqual(['Tehnologia Informației']);
    expect(groupRows(groups, 'stefan').map((x) => x.name)).toEqual(['Proiect Ștefan']);
    expect(groupRows(groups, '  ').map((x) => x.name)).toEqual(['Proiect Ștefan', 'Resurse Umane', 'Tehnologia Informației']);
  });
});

import { describe, expect, it } from 'vitest';
import { APP_REASON, MSG } from '@domain/messages.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { ApiError } from '@/api/client.js';
import {
  changesOf,
  draftOf,
  fieldOfRefusal,
  hasChanges,
  MAIN_GROUP_NOT_IN_GROUPS,
  problemsOf,
  towerLockedReason,
  withGroups,
  withTower,
} from './user-form.js';

const UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ana: UserInfo = {
  uuid: UUID,
  id: UUID,
  name: 'Ana Angajat',
  email: 'ana@example.com',
  username: 'angajat',
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  mainGroup: 'it',
  groupList: ['it', 'proiect-alfa'],
  manager: null,
  director: null,
  parkingRight: false,
  confirmed: true,
  valid: true,
  graded: false,
  phoneNumber: null,
  departmentName: null,
  officeFloor: null,
  officeRoom: null,
  language: 'ro',
};
const admin = { role: 'admin' as const, adminOf: [] };
const officeAdmin = { role: 'user' as const, adminOf: ['1'] };

describe('the user form', () => {
  it('sends only what changed, and nothing when a toggle is set back', () => {
    const d = draftOf(ana);
    expect(hasChanges(changesOf(ana, d))).toBe(false);
    expect(changesOf(ana, { ...d, parkingRight: true, groupList: ['proiect-alfa', 'it'], name: ' Ana Angajat ' })).toEqual({
      uuid: UUID,
      parkingRight: true,
    });
    expect(changesOf(ana, { ...d, buildingList: withTower(ana, true) })).toEqual({ uuid: UUID, buildingList: ['1', '2'] });
    const back = { ...ana, buildingList: withTower(ana, true) };
    expect(withTower(ana, false)).toEqual([]);
    expect(withTower(back, false)).toEqual(['1']);
    expect(withTower({ ...ana, buildingList: ['2'] }, false)).toEqual(['1']);
  });

  it("checks what is typed with the server's schema, field by field", () => {
    const d = draftOf(ana);
    expect(problemsOf(ana, d)).toEqual({});
    expect(problemsOf(ana, { ...d, email: 'ana@' }).email).toBe('Format invalid: adresă de email');
    expect(problemsOf(ana, { ...d, name: '  ' }).name).toBeTruthy();
    const both = { ...ana, buildingList: ['1', '2'] };
    expect(problemsOf(both, { ...draftOf(both), buildingList: [] }).buildingList).toBe(MSG.buildingListEmpty);
  });

  it('keeps the main group among the groups: removing its group clears it, another one is refused', () => {
    const d = draftOf(ana);
    expect(withGroups(d, ['proiect-alfa']).mainGroup).toBeNull();
    expect(withGroups(d, ['it']).mainGroup).toBe('it');
    expect(problemsOf(ana, { ...d, mainGroup: 'financiar' }).mainGroup).toBe(MAIN_GROUP_NOT_IN_GROUPS);
  });

  it('lets only the administrators of the tower change the tower access', () => {
    expect(towerLockedReason(admin, ana, ana.buildingList)).toBeNull();
    expect(towerLockedReason({ role: 'user', adminOf: ['1', '2'] }, ana, ana.buildingList)).toBeNull();
    expect(towerLockedReason(officeAdmin, ana, ana.buildingList)).toMatch(/turnului/);
    expect(towerLockedReason(admin, { ...ana, building: '2' }, [])).toMatch(/clădirea principală/);
  });

  it("puts the server's refusal by its field, decided on its reason", () => {
    expect(fieldOfRefusal(new ApiError(409, MSG.usernameTaken, APP_REASON.usernameTaken))).toBe('username');
    expect(fieldOfRefusal(new ApiError(409, MSG.emailTaken, APP_REASON.emailTaken))).toBe('email');
    expect(fieldOfRefusal(new ApiError(403, MSG.onlyAdminGrantsAdmin, APP_REASON.onlyAdminGrantsAdmin))).toBe('role');
    expect(fieldOfRefusal(new ApiError(500, MSG.genericError))).toBeNull();
  });
});

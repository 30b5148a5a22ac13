import { describe, expect, it } from 'vitest';
import { APP_REASON, MSG } from '@domain/messages.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { TOWER_MSG } from '@domain/tower/validators.js';
import { ApiError } from '@/api/client.js';
import {
  addBuilding,
  changesOf,
  draftOf,
  fieldOfRefusal,
  hasChanges,
  problemsOf,
  removeBuilding,
  showsAccessibleSpace,
  TOWER_USER_UI,
} from './tower-user-form.js';

const user: UserInfo = {
  uuid: '11111111-1111-4111-8111-111111111111',
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Toma Turn',
  email: 'toma@example.com',
  username: 'toma',
  role: 'user',
  building: '2',
  buildingList: ['2'],
  adminOf: [],
  managerOf: [],
  mainGroup: null,
  groupList: [],
  manager: null,
  director: null,
  parkingRight: true,
  confirmed: true,
  valid: true,
  graded: false,
  phoneNumber: '0722123456',
  departmentName: 'Juridic',
  officeFloor: '7',
  officeRoom: '701',
  language: 'ro',
};
const admin = { role: 'admin' as const, adminOf: [] };
const towerAdmin = { role: 'user' as const, adminOf: ['2'] };

describe('the buildings of a user (tower §5)', () => {
  it('adds a building typed by name or code, and refuses an unknown one or a repeat', () => {
    expect(addBuilding(['2'], ' cityoffices ')).toEqual({ buildings: ['2', '1'], error: null });
    expect(addBuilding(['2'], '1')).toEqual({ buildings: ['2', '1'], error: null });
    expect(addBuilding(['2'], 'Clădirea 3')).toEqual({ buildings: null, error: TOWER_USER_UI.buildingUnknown });
    expect(addBuilding(['2'], 'Turn')).toEqual({ buildings: null, error: TOWER_USER_UI.buildingTwice });
  });

  it('keeps at least one building', () => {
    expect(removeBuilding(['2', '1'], '2')).toEqual({ buildings: ['1'], error: null });
    expect(removeBuilding(['2'], '2')).toEqual({ buildings: null, error: MSG.buildingListEmpty });
  });
});

describe('the changes sent', () => {
  it('sends only what changed, the phone as it is stored', () => {
    const d = { ...draftOf(user), name: 'Toma Turnescu', phoneNumber: '0722 000 111' };
    expect(changesOf(user, d)).toEqual({ uuid: user.uuid, name: 'Toma Turnescu', phoneNumber: '0722000111' });
    expect(hasChanges(changesOf(user, draftOf(user)))).toBe(false);
  });

  it('moves the main building to one still in the list when it is taken away', () => {
    const d = { ...draftOf(user), buildings: ['1' as const] };
    expect(changesOf(user, d)).toEqual({ uuid: user.uuid, buildingList: ['1'], building: '1' });
    const both = { ...draftOf(user), buildings: ['2' as const, '1' as const] };
    expect(changesOf(user, both)).toEqual({ uuid: user.uuid, buildingList: ['2', '1'] });
  });
});

describe('the accessible space (decisions §26)', () => {
  const officeAdmin = { role: 'user' as const, adminOf: ['1'] };
  const seen: UserInfo = { ...user, accessibleSpace: false };

  it('is shown to an administrator of the tower when the answer carries it, and to no one else', () => {
    expect(showsAccessibleSpace(towerAdmin, seen)).toBe(true);
    expect(showsAccessibleSpace(admin, seen)).toBe(true);
    expect(showsAccessibleSpace(officeAdmin, seen)).toBe(false);
    expect(showsAccessibleSpace(towerAdmin, user)).toBe(false);
  });

  it('is sent when ticked or unticked, and never when the answer did not carry it', () => {
    expect(draftOf(seen).accessibleSpace).toBe(false);
    expect(changesOf(seen, { ...draftOf(seen), accessibleSpace: true })).toEqual({ uuid: user.uuid, accessibleSpace: true });
    const needs = { ...user, accessibleSpace: true };
    expect(draftOf(needs).accessibleSpace).toBe(true);
    expect(changesOf(needs, { ...draftOf(needs), accessibleSpace: false })).toEqual({ uuid: user.uuid, accessibleSpace: false });
    expect(hasChanges(changesOf(needs, draftOf(needs)))).toBe(false);
    expect(changesOf(user, { ...draftOf(user), accessibleSpace: true })).toEqual({ uuid: user.uuid });
  });
});

describe('what the server would refuse', () => {
  it('an invalid or emptied phone, an emptied department or name', () => {
    expect(problemsOf(admin, user, { ...draftOf(user), phoneNumber: '0722' }).phoneNumber).toBe(TOWER_MSG.phoneInvalid);
    expect(problemsOf(admin, user, { ...draftOf(user), phoneNumber: ' ' }).phoneNumber).toBe(TOWER_MSG.phoneInvalid);
    expect(problemsOf(admin, user, { ...draftOf(user), departmentName: '' }).departmentName).toBe(TOWER_MSG.departmentEmpty);
    expect(problemsOf(admin, user, { ...draftOf(user), name: ' ' }).name).toBeTruthy();
    expect(problemsOf(admin, user, draftOf(user))).toEqual({});
  });

  it('a tower administrator giving the other building or administrator rights', () => {
    const withOffice = { ...draftOf(user), buildings: ['2' as const, '1' as const] };
    expect(problemsOf(towerAdmin, user, withOffice).buildings).toBe(MSG.userOtherBuilding);
    expect(problemsOf(admin, user, withOffice)).toEqual({});
    const madeAdmin = { ...draftOf(user), adminOf: ['2' as const] };
    expect(problemsOf(towerAdmin, user, madeAdmin).adminOf).toBe(MSG.onlyAdminGrantsAdmin);
    expect(problemsOf(admin, user, madeAdmin)).toEqual({});
  });

  it("places the server's refusal by its reason", () => {
    expect(fieldOfRefusal(new ApiError(409, 'x', APP_REASON.emailTaken))).toBe('email');
    expect(fieldOfRefusal(new ApiError(403, 'x', APP_REASON.userOtherBuilding))).toBe('buildings');
    expect(fieldOfRefusal(new ApiError(500, 'x'))).toBeNull();
  });
});

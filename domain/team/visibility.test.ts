import { describe, expect, it } from 'vitest';
import type { Actor, Member } from '../policy.js';
import { defaultTeamGroup, followRefusal, seesAbsenceKind, teamOrder, teamWeekRefusal } from './visibility.js';

// The rules of the team's week and of following (decisions §21) as the web may use them; the server's
// tests (server/team/) hold the same rules over HTTP.
const person = (over: Partial<Actor & Member> = {}): Actor & Member => ({
  uuid: 'eu',
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  mainGroup: null,
  groupList: [],
  ...over,
});
const office = (id: string) => ({ id, building: '1' });

describe("the team's week", () => {
  it("opens a group of building 1 to its members, its managers and building 1's administrators", () => {
    expect(teamWeekRefusal(person({ mainGroup: 'it', groupList: ['it'] }), office('it'))).toBeNull();
    expect(teamWeekRefusal(person({ groupList: ['hr', 'it'] }), office('it'))).toBeNull();
    expect(teamWeekRefusal(person({ managerOf: ['it'] }), office('it'))).toBeNull();
    expect(teamWeekRefusal(person({ adminOf: ['1'] }), office('it'))).toBeNull();
    expect(teamWeekRefusal(person({ role: 'admin' }), office('it'))).toBeNull();
    expect(teamWeekRefusal(person({ groupList: ['hr'], managerOf: ['hr'] }), office('it'))).toBe('notYourGroup');
    expect(teamWeekRefusal(person({ adminOf: ['2'] }), office('it'))).toBe('notYourGroup');
  });

  it("never opens a tower's group, not even to its members", () => {
    expect(teamWeekRefusal(person({ groupList: ['turn'], adminOf: ['1'] }), { id: 'turn', building: '2' })).toBe('notOfficeGroup');
  });

  it('shows the main group by default, else the first of the list', () => {
    expect(defaultTeamGroup({ mainGroup: 'it', groupList: ['hr', 'it'] })).toBe('it');
    expect(defaultTeamGroup({ mainGroup: null, groupList: ['hr', 'it'] })).toBe('hr');
    expect(defaultTeamGroup({ mainGroup: null, groupList: [] })).toBeNull();
  });

  it("shows why someone is away to them, to a manager of any of their groups and to building 1's administrators", () => {
    const dan: Member = { uuid: 'dan', mainGroup: 'it', groupList: ['it', 'proiect'] };
    expect(seesAbsenceKind(person({ uuid: 'dan' }), dan)).toBe(true);
    expect(seesAbsenceKind(person({ managerOf: ['proiect'] }), dan)).toBe(true);
    expect(seesAbsenceKind(person({ adminOf: ['1'] }), dan)).toBe(true);
    expect(seesAbsenceKind(person({ groupList: ['it'] }), dan)).toBe(false);
    expect(seesAbsenceKind(person({ adminOf: ['2'] }), dan)).toBe(false);
  });

  it('puts the followed first, then names in Romanian order', () => {
    const names = [
      { name: 'Tudor', followed: false },
      { name: 'Ștefan', followed: false },
      { name: 'Zoe', followed: true },
      { name: 'sorin', followed: false },
    ];
    expect(names.sort(teamOrder).map((p) => p.name)).toEqual(['Zoe', 'sorin', 'Ștefan', 'Tudor']);
  });
});

describe('following', () => {
  const colleague = { role: 'user' as const, building: '1', buildingList: [], adminOf: [] };
  it('takes people who may enter building 1, never oneself', () => {
    expect(followRefusal({ uuid: 'eu' }, 'ana', colleague)).toBeNull();
    expect(followRefusal({ uuid: 'eu' }, 'ana', { ...colleague, building: '2', buildingList: ['1'] })).toBeNull();
    expect(followRefusal({ uuid: 'eu' }, 'eu', colleague)).toBe('self');
    expect(followRefusal({ uuid: 'eu' }, 'turn', { ...colleague, building: '2' })).toBe('notColleague');
    expect(followRefusal({ uuid: 'eu' }, 'nimeni', undefined)).toBe('notColleague');
  });
});

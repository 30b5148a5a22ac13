import { describe, expect, it } from 'vitest';
import type { Group } from '@domain/schemas/accounts.js';
import type { ProjectDesk } from '../api/projects.js';
import { deskListRows } from './desk-rows.js';

const desk = (deskId: string, groupsIdList: string[]): ProjectDesk => ({
  deskId,
  floor: Number(deskId[0]) as ProjectDesk['floor'],
  groupsIdList,
  type: null,
  manager: null,
});
const groups: Group[] = [{ _id: 'it', name: 'Tehnologia Informației', type: 'Departament', parkingSpots: 0, building: '1' }];

describe('the desk lists (a project’s here)', () => {
  const desks = [desk('5-12', ['it']), desk('4-9', ['it', 'alt-grup']), desk('4-12', ['it'])];

  it('lists desks in the plan’s order with the names of their groups', () => {
    expect(deskListRows(desks, groups, '')).toEqual([
      { id: '4-9', floor: 4, groups: 'Tehnologia Informației, alt-grup' },
      { id: '4-12', floor: 4, groups: 'Tehnologia Informației' },
      { id: '5-12', floor: 5, groups: 'Tehnologia Informației' },
    ]);
  });

  it('keeps the desks whose id matches the search', () => {
    expect(deskListRows(desks, groups, '-12').map((r) => r.id)).toEqual(['4-12', '5-12']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Group } from '@domain/schemas/accounts.js';
import { aDesk } from '@/test/desks.js';
import { deskRows, holderText } from './desk-rows.js';

const desk = aDesk;
const groups: Group[] = [
  { _id: 'it', name: 'Tehnologia Informației', type: 'Departament', parkingSpots: 0, building: '1' },
  { _id: 'proiect-alfa', name: 'Proiect Alfa', type: 'Proiect', parkingSpots: 0, building: '1' },
];

describe('the console’s desk list', () => {
  const desks = [
    desk('5-3'),
    desk('4-10', { groupsIdList: ['it', 'proiect-alfa'] }),
    desk('4-2', { type: 'Manager', manager: 'u1', managerName: 'Mihai Manager' }),
    desk('4-1', { type: 'Reserved', manager: 'u2', managerName: 'Ana Angajat', groupsIdList: ['sters'] }),
  ];

  it('lists the desks in the plan’s order with group names, type and holder', () => {
    expect(deskRows(desks, groups, '')).toEqual([
      { id: '4-1', floor: 4, groups: 'sters', type: 'Alocat', manager: 'Ana Angajat' },
      { id: '4-2', floor: 4, groups: 'Tehnologia Informației', type: 'Blocat', manager: 'Mihai Manager' },
      { id: '4-10', floor: 4, groups: 'Tehnologia Informației, Proiect Alfa', type: '', manager: '' },
      { id: '5-3', floor: 5, groups: 'Tehnologia Informației', type: '', manager: '' },
    ]);
  });

  it('keeps only the desks whose id matches the search', () => {
    expect(deskRows(desks, groups, '4-1').map((r) => r.id)).toEqual(['4-1', '4-10']);
    expect(deskRows(desks, groups, '6-')).toEqual([]);
  });

  it('says for whom a desk is blocked or allocated', () => {
    expect(holderText({ type: 'Manager', managerName: 'Mihai Manager' })).toBe('Blocat pentru Mihai Manager.');
    expect(holderText({ type: 'Reserved', managerName: 'Ana Angajat' })).toBe('Alocat pentru Ana Angajat.');
    expect(holderText({ type: null, managerName: null })).toBe('Biroul nu este blocat și nici alocat.');
  });
});

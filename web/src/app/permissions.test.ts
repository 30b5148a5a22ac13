import { describe, expect, it } from 'vitest';
import { canSeeManagerPages, isAdminOf, managesGroups } from './permissions.js';

const base = { role: 'user' as const, adminOf: [] as string[], managerOf: [] as string[] };

describe('permissions', () => {
  it('admins administer both buildings; adminOf names one building', () => {
    expect(isAdminOf({ ...base, role: 'admin' }, '1')).toBe(true);
    expect(isAdminOf({ ...base, role: 'admin' }, '2')).toBe(true);
    expect(isAdminOf({ ...base, adminOf: ['2'] }, '2')).toBe(true);
    expect(isAdminOf({ ...base, adminOf: ['2'] }, '1')).toBe(false);
    expect(isAdminOf(base, '1')).toBe(false);
  });

  it('manager pages are for users with managed groups and for admins', () => {
    expect(managesGroups({ ...base, managerOf: ['g1'] })).toBe(true);
    expect(canSeeManagerPages({ ...base, managerOf: ['g1'] })).toBe(true);
    expect(canSeeManagerPages({ ...base, role: 'admin' })).toBe(true);
    expect(managesGroups({ ...base, role: 'admin' })).toBe(false);
    expect(canSeeManagerPages({ ...base, role: 'manager' })).toBe(false);
  });
});

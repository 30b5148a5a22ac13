import { describe, expect, it } from 'vitest';
import { buildingNames } from './tower-users-table.js';

describe("the tower console's users table", () => {
  it('names the buildings of a user, the main one first', () => {
    expect(buildingNames({ building: '2', buildingList: ['1', '2'] })).toBe('Turn, CityOffices');
    expect(buildingNames({ building: '0', buildingList: [] })).toBe('');
  });
});

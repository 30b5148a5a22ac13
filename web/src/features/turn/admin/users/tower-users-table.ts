import { BUILDINGS } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { buildingName } from '../admin-words.js';

/** The buildings of a user by name ('CityOffices, Turn'; 'Tower' in English), their main building first. */
export function buildingNames(u: Pick<UserInfo, 'building' | 'buildingList'>): string {
  const codes = [...new Set([u.building, ...u.buildingList])].filter((c): c is keyof typeof BUILDINGS => c in BUILDINGS);
  return codes.map(buildingName).join(', ');
}

// Building codes of the specifications: '0' none, '1' flexible office, '2' tower.
export const BUILDINGS = {
  '1': { code: '1', name: 'CityOffices', home: '/birouri' },
  '2': { code: '2', name: 'Turn', home: '/turn/add' },
} as const;

export type BuildingCode = keyof typeof BUILDINGS;
/** The two buildings by name: code them as OFFICE and TOWER, never as bare '1' and '2'. */
export const OFFICE = '1' as const satisfies BuildingCode;
export const TOWER = '2' as const satisfies BuildingCode;
export const BUILDING_CODES = ['0', '1', '2'] as const;

export interface AccessSubject {
  role: 'user' | 'manager' | 'admin';
  building: string;
  buildingList: string[];
  adminOf: string[];
}

/** The buildings a user may enter: admins see both, others their building and list. */
export function buildingsOf(u: AccessSubject): BuildingCode[] {
  if (u.role === 'admin') return ['1', '2'];
  const set = new Set<string>([u.building, ...u.buildingList, ...u.adminOf]);
  return (['1', '2'] as const).filter((b) => set.has(b));
}

export function canEnter(u: AccessSubject, building: BuildingCode): boolean {
  return buildingsOf(u).includes(building);
}

/**
 * Where /dropdown sends a user who has nothing to choose (spec §2 navigation rules). Role
 * admin sees both buildings (flex-office §6), so it always chooses, even with empty lists.
 */
export function dropdownTarget(u: AccessSubject): string | null {
  if (u.role !== 'admin' && u.buildingList.length === 0 && u.adminOf.length === 0) {
    return u.building === '2' ? BUILDINGS['2'].home : BUILDINGS['1'].home;
  }
  return null;
}

/** Where `/` leads a signed-in person: straight to their building, or to /dropdown when they choose. */
export function homeOf(u: AccessSubject): string {
  return dropdownTarget(u) ?? '/dropdown';
}

/** The building a route belongs to, if any. */
export function buildingOfPath(path: string): BuildingCode | null {
  if (path === '/birouri' || path.startsWith('/birouri/')) return '1';
  if (path === '/turn' || path.startsWith('/turn/')) return '2';
  return null;
}

/** A user sent to a building they lack goes to the other one (spec §2). */
export function redirectForBuilding(u: AccessSubject, path: string): string | null {
  const b = buildingOfPath(path);
  if (!b || canEnter(u, b)) return null;
  const other: BuildingCode = b === '1' ? '2' : '1';
  return canEnter(u, other) ? BUILDINGS[other].home : null;
}

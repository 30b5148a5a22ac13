import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/passwords.js';
import type { Queryable } from '../db/connection.js';
import { seedDesks } from './desks.js';
import { seedFloors } from './floors.js';
import { seedRooms } from './rooms.js';
import { seedHistory } from './history.js';
import { seedTower } from './tower.js';
import { FIRST_NAMES, LAST_NAMES, prng, slug } from './people.js';

export const DEMO_PASSWORD = 'demo1234';
/** presence: the share of a group's booked desks whose holder came, in the history (history.ts). */
export const DEMO_GROUPS = [
  { id: 'centrala', name: 'Centrala', type: 'Departament', parkingSpots: 10, presence: 0.9 },
  { id: 'regiunea-bucuresti', name: 'Regiunea Bucuresti', type: 'Departament', parkingSpots: 8, presence: 0.66 },
  { id: 'it', name: 'Tehnologia Informației', type: 'Departament', parkingSpots: 6, presence: 0.82 },
  { id: 'financiar', name: 'Financiar', type: 'Departament', parkingSpots: 4, presence: 0.95 },
  { id: 'resurse-umane', name: 'Resurse Umane', type: 'Departament', parkingSpots: 2, presence: 0.74 },
  { id: 'proiect-alfa', name: 'Proiect Alfa', type: 'Proiect', parkingSpots: 3, presence: 0.87 },
  { id: 'proiect-beta', name: 'Proiect Beta', type: 'Proiect', parkingSpots: 2, presence: 0.6 },
] as const;

interface DemoUser {
  username: string;
  name: string;
  role: 'user' | 'manager' | 'admin';
  building: string;
  buildingList: string[];
  adminOf: string[];
  managerOf: string[];
  mainGroup: string | null;
  groupList: string[];
  parkingRight: boolean;
  manager?: string;
}

/** The five demo accounts of decisions §4, confirmed, password demo1234. */
export const DEMO_ACCOUNTS: DemoUser[] = [
  {
    username: 'admin',
    name: 'Administrator Demo',
    role: 'admin',
    building: '1',
    buildingList: ['1', '2'],
    adminOf: ['1', '2'],
    managerOf: [],
    mainGroup: 'centrala',
    groupList: ['centrala'],
    parkingRight: true,
  },
  {
    username: 'manager',
    name: 'Mihai Manager',
    role: 'manager',
    building: '1',
    buildingList: [],
    adminOf: [],
    managerOf: ['it', 'proiect-alfa'],
    mainGroup: 'it',
    groupList: ['it', 'proiect-alfa'],
    parkingRight: true,
  },
  {
    username: 'angajat',
    name: 'Ana Angajat',
    role: 'user',
    building: '1',
    buildingList: [],
    adminOf: [],
    managerOf: [],
    mainGroup: 'it',
    groupList: ['it', 'proiect-alfa'],
    parkingRight: true,
    manager: 'Mihai Manager',
  },
  {
    username: 'turn',
    name: 'Tudor Turn',
    role: 'user',
    building: '2',
    buildingList: [],
    adminOf: [],
    managerOf: [],
    mainGroup: null,
    groupList: [],
    parkingRight: true,
  },
  {
    username: 'ambele',
    name: 'Bianca Ambele',
    role: 'user',
    building: '1',
    buildingList: ['1', '2'],
    adminOf: [],
    managerOf: [],
    mainGroup: 'financiar',
    groupList: ['financiar'],
    parkingRight: false,
  },
];

const EMPLOYEES = 220;

/**
 * Loads the demo organisation when the database has no users yet (never in production).
 * Run it in the start-up transaction (boot.ts), so that of processes starting at once only one loads it.
 */
export async function loadDemoIfEmpty(tx: Queryable, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const g of DEMO_GROUPS) {
    await tx.query('INSERT INTO groups (id, name, type, parking_spots, building) VALUES ($1, $2, $3, $4, $5)', [
      g.id,
      g.name,
      g.type,
      g.parkingSpots,
      '1',
    ]);
  }
  for (const u of DEMO_ACCOUNTS) await insertUser(tx, u, `${u.username}@example.com`, hash, true);
  const rnd = prng(20261122);
  const deps = DEMO_GROUPS.filter((g) => g.type === 'Departament');
  const projects = DEMO_GROUPS.filter((g) => g.type === 'Proiect');
  for (let i = 0; i < EMPLOYEES; i++) {
    const first = FIRST_NAMES[Math.floor(rnd() * FIRST_NAMES.length)];
    const last = LAST_NAMES[Math.floor(rnd() * LAST_NAMES.length)];
    const username = `${slug(first)}.${slug(last)}${i + 1}`;
    const dep = deps[i % deps.length].id;
    const project = rnd() < 0.3 ? projects[Math.floor(rnd() * projects.length)].id : null;
    const tower = rnd() < 0.25;
    await insertUser(
      tx,
      {
        username,
        name: `${first} ${last}`,
        role: 'user',
        building: tower && rnd() < 0.4 ? '2' : '1',
        buildingList: tower ? ['1', '2'] : [],
        adminOf: [],
        managerOf: [],
        mainGroup: dep,
        groupList: project ? [dep, project] : [dep],
        parkingRight: rnd() < 0.35,
      },
      `${username}@example.com`,
      hash,
      true,
    );
  }
  const demoUsernames = DEMO_ACCOUNTS.map((a) => a.username);
  await seedFloors(tx);
  await seedDesks(tx, now, demoUsernames);
  await seedRooms(tx, now, demoUsernames);
  await seedTower(tx, now);
  await seedHistory(tx, now, { demoUsernames, groups: DEMO_GROUPS });
  return true;
}

async function insertUser(q: Queryable, u: DemoUser, email: string, hash: string, confirmed: boolean) {
  await q.query(
    `INSERT INTO users (uuid, username, name, email, password_hash, role, main_group, group_list, manager_of,
       building, building_list, admin_of, manager, parking_right, confirmed)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15)`,
    [
      randomUUID(),
      u.username,
      u.name,
      email,
      hash,
      u.role,
      u.mainGroup,
      u.groupList,
      u.managerOf,
      u.building,
      u.buildingList,
      u.adminOf,
      u.manager ?? null,
      u.parkingRight,
      confirmed,
    ],
  );
}

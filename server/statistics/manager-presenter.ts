import type { ManagerStatistics } from '../../domain/schemas/statistics-answers.js';
import { attendanceRate } from '../../domain/statistics.js';
import type { Column } from './file-replies.js';
import type { ManagerGroupRow, ManagerRow } from './manager-queries.js';

/** A row of decisions §10's managers' table: one member of one group. */
export function presentManagerStats(r: ManagerRow): ManagerStatistics {
  return {
    uuid: r.uuid,
    name: r.name,
    email: r.email,
    groupId: r.group_id,
    groupName: r.group_name,
    members: 1,
    reservations: r.reservations,
    present: r.present,
    absent: r.absent,
    attendanceRate: attendanceRate(r.present, r.reservations),
  };
}

/** A row of the table without names (statisticsPerPerson 0, decisions §25): a whole group, nobody in it named. */
export function presentManagerGroup(r: ManagerGroupRow): ManagerStatistics {
  return {
    uuid: null,
    name: null,
    email: null,
    groupId: r.group_id,
    groupName: r.group_name,
    members: r.members,
    reservations: r.reservations,
    present: r.present,
    absent: r.absent,
    attendanceRate: attendanceRate(r.present, r.reservations),
  };
}
export type ManagerStats = ManagerStatistics;

const COUNTS: Column<ManagerStats>[] = [
  { title: 'Rezervări', value: (r) => r.reservations },
  { title: 'Prezențe', value: (r) => r.present },
  { title: 'Absențe', value: (r) => r.absent },
  { title: 'Rata de prezență (%)', value: (r) => r.attendanceRate },
];

/** Manager.csv: the same fields, titled in Romanian. */
export const MANAGER_COLUMNS: Column<ManagerStats>[] = [
  { title: 'ID utilizator', value: (r) => r.uuid },
  { title: 'Nume', value: (r) => r.name },
  { title: 'E-mail', value: (r) => r.email },
  { title: 'ID grup', value: (r) => r.groupId },
  { title: 'Grup', value: (r) => r.groupName },
  ...COUNTS,
];

/** Manager.csv without names: one line per group, with how many people it counts and no column about a person. */
export const MANAGER_GROUP_COLUMNS: Column<ManagerStats>[] = [
  { title: 'ID grup', value: (r) => r.groupId },
  { title: 'Grup', value: (r) => r.groupName },
  { title: 'Persoane', value: (r) => r.members },
  ...COUNTS,
];

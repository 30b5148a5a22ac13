import type { ManagerStatistics } from '../../domain/schemas/statistics-answers.js';
import { attendanceRate } from '../../domain/statistics.js';
import type { Column } from './file-replies.js';
import type { ManagerRow } from './manager-queries.js';

/** A row of decisions §10's managers' table: one member of one group. */
export function presentManagerStats(r: ManagerRow): ManagerStatistics {
  return {
    uuid: r.uuid,
    name: r.name,
    email: r.email,
    groupId: r.group_id,
    groupName: r.group_name,
    reservations: r.reservations,
    present: r.present,
    absent: r.absent,
    attendanceRate: attendanceRate(r.present, r.reservations),
  };
}
export type ManagerStats = ManagerStatistics;

/** Manager.csv: the same fields, titled in Romanian. */
export const MANAGER_COLUMNS: Column<ManagerStats>[] = [
  { title: 'ID utilizator', value: (r) => r.uuid },
  { title: 'Nume', value: (r) => r.name },
  { title: 'E-mail', value: (r) => r.email },
  { title: 'ID grup', value: (r) => r.groupId },
  { title: 'Grup', value: (r) => r.groupName },
  { title: 'Rezervări', value: (r) => r.reservations },
  { title: 'Prezențe', value: (r) => r.present },
  { title: 'Absențe', value: (r) => r.absent },
  { title: 'Rata de prezență (%)', value: (r) => r.attendanceRate },
];

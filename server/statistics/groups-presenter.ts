import type { GroupStatistics } from '../../domain/schemas/statistics-answers.js';
import { attendanceRate } from '../../domain/statistics.js';
import type { Column } from './file-replies.js';
import type { GroupStatsRow } from './groups-queries.js';

/** A row of decisions §10's table per group: allocations are the range's business days times the group's desks now. */
export function presentGroupStats(r: GroupStatsRow, businessDays: number): GroupStatistics {
  return {
    groupId: r.id,
    name: r.name,
    type: r.type,
    desks: r.desks,
    businessDays,
    allocations: businessDays * r.desks,
    reservations: r.reservations,
    present: r.present,
    attendanceRate: attendanceRate(r.present, r.reservations),
  };
}
export type GroupStats = GroupStatistics;

/** Admin.csv: the same fields, titled in Romanian. */
export const GROUP_COLUMNS: Column<GroupStats>[] = [
  { title: 'ID grup', value: (r) => r.groupId },
  { title: 'Grup', value: (r) => r.name },
  { title: 'Tip', value: (r) => r.type },
  { title: 'Birouri', value: (r) => r.desks },
  { title: 'Zile lucrătoare', value: (r) => r.businessDays },
  { title: 'Alocări', value: (r) => r.allocations },
  { title: 'Rezervări', value: (r) => r.reservations },
  { title: 'Prezențe', value: (r) => r.present },
  { title: 'Rata de prezență (%)', value: (r) => r.attendanceRate },
];

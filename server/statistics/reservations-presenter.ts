import type { ReservationStatistics } from '../../domain/schemas/statistics-answers.js';
import { isPresent } from '../../domain/statistics.js';
import { statusLabel } from '../../domain/status.js';
import type { Column } from './file-replies.js';
import type { ReservationRow } from './reservations-queries.js';
import { yesNo } from '../../domain/labels.js';

/** A row of decisions §10's table of desk reservations; `present` is domain/statistics.ts isPresent. */
export function presentReservationStats(r: ReservationRow): ReservationStatistics {
  return {
    _id: r.id,
    date: r.day,
    deskId: r.deskId,
    floor: Number(r.floorNo),
    groupId: r.group_id,
    groupName: r.group_name,
    uuid: r.uuid,
    name: r.name,
    email: r.email,
    status: r.status,
    released: r.released,
    parkingSpot: r.parking_spot,
    present: isPresent(r.reservation_used, r.status),
    creatorName: r.creator_name,
  };
}
export type ReservationStats = ReservationStatistics;

/** Rezervari.csv: the same fields, titled in Romanian; the status as the screens name it ('Anulat automat' for a released one), yes/no as Da/Nu. */
export const RESERVATION_COLUMNS: Column<ReservationStats>[] = [
  { title: 'ID', value: (r) => r._id },
  { title: 'Data', value: (r) => r.date, day: true },
  { title: 'Birou', value: (r) => r.deskId },
  { title: 'Etaj', value: (r) => r.floor },
  { title: 'ID grup', value: (r) => r.groupId },
  { title: 'Grup', value: (r) => r.groupName },
  { title: 'ID utilizator', value: (r) => r.uuid },
  { title: 'Nume', value: (r) => r.name },
  { title: 'E-mail', value: (r) => r.email },
  { title: 'Stare', value: (r) => statusLabel(r.status, r.released) },
  { title: 'Loc de parcare', value: (r) => yesNo(r.parkingSpot) },
  { title: 'Prezent', value: (r) => yesNo(r.present) },
  { title: 'Creat de', value: (r) => r.creatorName },
];

import type { ReservationStatistics } from '../../domain/schemas/statistics-answers.js';
import { isPresent } from '../../domain/statistics.js';
import { statusLabel } from '../../domain/status.js';
import type { Column } from './file-replies.js';
import type { ReservationRow } from './reservations-queries.js';
import { yesNo } from '../../domain/labels.js';

/**
 * A row of decisions §10's table of desk reservations; `present` is domain/statistics.ts isPresent.
 * Without names (statisticsPerPerson 0, decisions §25) nothing in it says whose it is or who made it.
 */
export function presentReservationStats(r: ReservationRow, names = true): ReservationStatistics {
  return {
    _id: r.id,
    date: r.day,
    deskId: r.deskId,
    floor: Number(r.floorNo),
    groupId: r.group_id,
    groupName: r.group_name,
    uuid: names ? r.uuid : null,
    name: names ? r.name : null,
    email: names ? r.email : null,
    status: r.status,
    released: r.released,
    parkingSpot: r.parking_spot,
    present: isPresent(r.reservation_used, r.status),
    creatorName: names ? r.creator_name : null,
  };
}
export type ReservationStats = ReservationStatistics;

/** Each column of the file once; the two lists below pick from them. */
const c = {
  id: { title: 'ID', value: (r) => r._id },
  date: { title: 'Data', value: (r) => r.date, day: true },
  desk: { title: 'Birou', value: (r) => r.deskId },
  floor: { title: 'Etaj', value: (r) => r.floor },
  groupId: { title: 'ID grup', value: (r) => r.groupId },
  group: { title: 'Grup', value: (r) => r.groupName },
  uuid: { title: 'ID utilizator', value: (r) => r.uuid },
  name: { title: 'Nume', value: (r) => r.name },
  email: { title: 'E-mail', value: (r) => r.email },
  status: { title: 'Stare', value: (r) => statusLabel(r.status, r.released) },
  spot: { title: 'Loc de parcare', value: (r) => yesNo(r.parkingSpot) },
  present: { title: 'Prezent', value: (r) => yesNo(r.present) },
  creator: { title: 'Creat de', value: (r) => r.creatorName },
} satisfies Record<string, Column<ReservationStats>>;

/** Rezervari.csv: the same fields, titled in Romanian; the status as the screens name it ('Anulat automat' for a released one), yes/no as Da/Nu. */
export const RESERVATION_COLUMNS: Column<ReservationStats>[] = [
  c.id,
  c.date,
  c.desk,
  c.floor,
  c.groupId,
  c.group,
  c.uuid,
  c.name,
  c.email,
  c.status,
  c.spot,
  c.present,
  c.creator,
];

/** Rezervari.csv without names (decisions §25): the same but the columns about whose it is and who made it. */
const WHOSE: Column<ReservationStats>[] = [c.uuid, c.name, c.email, c.creator];
export const RESERVATION_COLUMNS_WITHOUT_NAMES: Column<ReservationStats>[] = RESERVATION_COLUMNS.filter((col) => !WHOSE.includes(col));

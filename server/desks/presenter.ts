import { mapCoordinates } from '../../domain/floors/geometry.js';
import type { ReservationSource } from '../../domain/schemas/answers.js';
import type { Desk, MapDesk } from '../../domain/schemas/desk-answers.js';

export interface DeskRow {
  desk_id: string;
  floor: number;
  /** Its centre on its floor's plan (plan units, origin top-left), and the plan's height (decisions §18). */
  x: number;
  y: number;
  floor_height: number;
  groups_id_list: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
  manager_name: string | null;
  // the live reservation of the day asked for, if any
  r_id: string | null;
  r_uuid: string | null;
  r_name: string | null;
  r_creator: string | null;
  r_status: 'booked' | 'busy' | null;
  r_parking: boolean | null;
  r_date: Date | null;
  r_group: string | null;
  r_source: ReservationSource | null;
}

/**
 * A desk as the map shows it for one day (flex-office §3 Desk, §4 desk status). Lean (issue #12):
 * a field with no value (a free desk's holder, reservation and names) is left out rather than
 * sent as null, which more than halves the map of a large office.
 */
export function presentDesk(d: DeskRow): MapDesk {
  return withoutNulls(presentFullDesk(d));
}

/** A desk with every field, null when empty: the answer of a change of the desk's settings. */
export function presentFullDesk(d: DeskRow): Desk {
  const status = d.r_id ? (d.r_status === 'busy' ? 'busy' : 'booked') : d.manager ? 'busy' : 'free';
  return {
    id: d.desk_id,
    deskId: d.desk_id,
    floor: d.floor,
    status,
    type: d.type,
    manager: d.manager,
    managerName: d.manager_name,
    uuid: d.r_uuid,
    name: d.r_name,
    groupsIdList: d.groups_id_list,
    coordinates: mapCoordinates(d, d.floor_height),
    creatorUuid: d.r_creator,
    parkingSpot: d.r_parking ?? false,
    reservationDate: d.r_date ? new Date(d.r_date).toISOString() : null,
    reservationId: d.r_id,
    groupId: d.r_group,
    source: d.r_source,
  };
}

/** The object without its null fields: a field that may be null becomes optional and non-null. */
type WithoutNulls<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

function withoutNulls<T extends object>(o: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as WithoutNulls<T>;
}

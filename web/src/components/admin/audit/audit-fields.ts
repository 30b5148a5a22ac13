import { OFFICE, TOWER } from '@domain/buildings.js';
import { OIDC_REASON, oidcReturnMessage } from '@domain/oidc.js';
import { STATUS } from '@domain/status.js';
import { TYPE } from '@domain/tower/engine.js';
import type { AuditPage } from '@domain/schemas/audit-answers.js';
import { ApiError } from '@/api/client.js';
import { audit, type AuditKey } from '@/i18n/audit.js';
import { formatClock, formatDay, formatDayTime, formatNumber } from '@/i18n/dates.js';
import { translate } from '@/i18n/i18n.js';
import { refusalWords } from '@/i18n/refusal-words.js';

// The fields of the audit log's details (decisions §12), whatever shape a change wrote, in one
// table: each field's label (catalogue `admin`, issue #40) and what its value is, which decides how the value reads
// (#39 point 6: ids read as names, a group by its name, a room by its name, a floor as the map
// names it). A field the table does not know is shown as written.

/** What the page names by id (GET /api/audit, domain/schemas/audit-answers.ts): people by UUID, groups, rooms, floors by number; absent while it loads. */
export type AuditNames = Partial<Pick<AuditPage, 'names' | 'groups' | 'rooms' | 'floors'>>;

/** How a field's value reads; without one, a person's UUID by their name and anything else as written. */
type Reads =
  'group' | 'room' | 'floor' | 'building' | 'role' | 'action' | 'status' | 'reason' | 'type' | 'day' | 'instant' | 'hour' | 'bytes';

/** Field → [label, how its value reads]; '' hides a level that only groups others (users' `changes`). */
const FIELDS: Record<string, readonly [AuditKey | '', Reads?]> = {
  changes: [''],
  credentials: [''],
  userInfo: [''],
  created: ['audit.field.created'],
  group: ['audit.field.group', 'group'],
  groupId: ['audit.field.groupId', 'group'],
  groupList: ['audit.field.groupList', 'group'],
  groupsIdList: ['audit.field.groupsIdList', 'group'],
  mainGroup: ['audit.field.mainGroup', 'group'],
  managerOf: ['audit.field.managerOf', 'group'],
  name: ['audit.field.name'],
  label: ['audit.field.label'],
  type: ['audit.field.type', 'type'],
  types: ['audit.field.types', 'type'],
  building: ['audit.field.building', 'building'],
  buildingList: ['audit.field.buildingList', 'building'],
  adminOf: ['audit.field.adminOf', 'building'],
  role: ['audit.field.role', 'role'],
  parkingSpots: ['audit.field.parkingSpots'],
  users: ['audit.field.users'],
  managers: ['audit.field.managers'],
  uuid: ['audit.field.uuid'],
  owner: ['audit.field.owner'],
  manager: ['audit.field.manager'],
  desks: ['audit.field.desks'],
  deskId: ['audit.field.deskId'],
  rooms: ['audit.field.rooms', 'room'],
  roomId: ['audit.field.roomId', 'room'],
  floor: ['audit.field.floor', 'floor'],
  zones: ['audit.field.zones'],
  box: ['audit.field.box'],
  x: ['audit.field.x'],
  y: ['audit.field.y'],
  w: ['audit.field.w'],
  h: ['audit.field.h'],
  width: ['audit.field.width'],
  height: ['audit.field.height'],
  bytes: ['audit.field.bytes', 'bytes'],
  removed: ['audit.field.removed'],
  version: ['audit.field.version'],
  username: ['audit.field.username'],
  usernames: ['audit.field.usernames'],
  email: ['audit.field.email'],
  phoneNumber: ['audit.field.phoneNumber'],
  parkingRight: ['audit.field.parkingRight'],
  accessibleSpace: ['audit.field.accessibleSpace'],
  departmentName: ['audit.field.departmentName'],
  officeFloor: ['audit.field.officeFloor'],
  officeRoom: ['audit.field.officeRoom'],
  count: ['audit.field.count'],
  cancelled: ['audit.field.cancelled'],
  sentTo: ['audit.field.sentTo'],
  days: ['audit.field.days', 'day'],
  day: ['audit.field.day', 'day'],
  firstDay: ['audit.field.firstDay', 'day'],
  lastDay: ['audit.field.lastDay', 'day'],
  absenceKind: ['audit.field.absenceKind'],
  cancelledDesks: ['audit.field.cancelledDesks', 'day'],
  cancelledTower: ['audit.field.cancelledTower', 'day'],
  hour: ['audit.field.hour', 'hour'],
  dateBegin: ['audit.field.dateBegin', 'instant'],
  dateEnd: ['audit.field.dateEnd', 'instant'],
  // A personal API token's permissions and end (decisions §23); its name reads as `name`.
  scopes: ['audit.field.scopes'],
  expiresAt: ['audit.field.expiresAt', 'instant'],
  // A webhook's address, events and state (decisions §23); a change writes it whole, `from` and `to`.
  url: ['audit.field.url'],
  events: ['audit.field.events'],
  active: ['audit.field.active'],
  createdAt: ['audit.field.createdAt', 'instant'],
  rows: ['audit.field.rows'],
  present: ['audit.field.present'],
  noShows: ['audit.field.noShows'],
  // The retention's run (decisions §25): its counts.
  months: ['audit.field.months'],
  cutoff: ['audit.field.cutoff', 'day'],
  deskReservations: ['audit.field.deskReservations'],
  roomReservations: ['audit.field.roomReservations'],
  towerRequests: ['audit.field.towerRequests'],
  auditEntries: ['audit.field.auditEntries'],
  banned: ['audit.field.banned'],
  bansLifted: ['audit.field.bansLifted'],
  banLifted: ['audit.field.banLifted'],
  confirmed: ['audit.field.confirmed'],
  absent: ['audit.field.absent'],
  plates: ['audit.field.plates'],
  function_car: ['audit.field.function_car'],
  permanent_access: ['audit.field.permanent_access'],
  brand: ['audit.field.brand'],
  license_plate: ['audit.field.license_plate'],
  foreign_plate: ['audit.field.foreign_plate'],
  electric: ['audit.field.electric'],
  owner_label: ['audit.field.owner_label'],
  action: ['audit.field.action', 'action'],
  parkingSpot: ['audit.field.parkingSpot'],
  reservation: ['audit.field.reservation'],
  // The display that pressed at a room's door (decisions §24), by its id.
  display: ['audit.field.display'],
  request: ['audit.field.request'],
  car: ['audit.field.car'],
  peopleNo: ['audit.field.peopleNo'],
  details: ['audit.field.details'],
  hasTV: ['audit.field.hasTV'],
  hasAudioVideo: ['audit.field.hasAudioVideo'],
  hasPhone: ['audit.field.hasPhone'],
  phoneNo: ['audit.field.phoneNo'],
  graded: ['audit.field.graded'],
  status: ['audit.field.status', 'status'],
  from: ['audit.field.from'],
  to: ['audit.field.to'],
  accounts: ['audit.field.accounts'],
  // What an erasure rewrote (users.erase, decisions §25): counts only.
  rewritten: ['audit.field.rewritten'],
  cars: ['audit.field.cars'],
  mails: ['audit.field.mails'],
  deliveries: ['audit.field.deliveries'],
  _id: ['audit.field._id'],
  method: ['audit.field.method'],
  reason: ['audit.field.reason', 'reason'],
  error: ['audit.field.error'],
  address: ['audit.field.address'],
};

const ACTION_LABELS: Record<string, AuditKey> = {
  'desk.book': 'audit.action.deskBook',
  'desk.cancel': 'audit.action.deskCancel',
  'desk.parking': 'audit.action.deskParking',
  'room.cancel': 'audit.action.roomCancel',
  'room.change': 'audit.action.roomChange',
  'parking.add': 'audit.action.parkingAdd',
  'parking.cancel': 'audit.action.parkingCancel',
  'parking.changeCar': 'audit.action.parkingChangeCar',
  'absence.record': 'audit.action.absenceRecord',
  'absence.delete': 'audit.action.absenceDelete',
  add: 'audit.action.add',
  remove: 'audit.action.remove',
};

/** Each value's words, as the exports and the other screens name them. */
const BUILDING_WORDS: Record<string, AuditKey> = { [OFFICE]: 'audit.building.office', [TOWER]: 'audit.building.tower' };
const ROLE_KEYS: Record<string, AuditKey> = { user: 'audit.role.user', manager: 'audit.role.manager', admin: 'audit.role.admin' };
const STATUS_KEYS: Record<string, AuditKey> = {
  [STATUS.booked]: 'audit.status.booked',
  [STATUS.busy]: 'audit.status.busy',
  [STATUS.cancelled]: 'audit.status.cancelled',
};
const TYPE_KEYS: Record<number, AuditKey> = {
  [TYPE.queue]: 'audit.requestType.queue',
  [TYPE.first]: 'audit.requestType.first',
  [TYPE.second]: 'audit.requestType.second',
  [TYPE.absent]: 'audit.requestType.absent',
  [TYPE.notAllocated]: 'audit.requestType.notAllocated',
  [TYPE.cancelled]: 'audit.requestType.cancelled',
};
const words = (key: AuditKey | undefined): string | null => (key ? translate(audit, key) : null);

/** A sign-in's refusal by its reason, as /login words it (issue #40: refusals are worded by reason). */
function signInRefusal(reason: string): string {
  const known = (Object.values(OIDC_REASON) as string[]).includes(reason) || reason === 'throttled';
  return refusalWords(new ApiError(0, oidcReturnMessage(reason), known ? reason : OIDC_REASON.failed));
}

/** An uploaded plan's type, as people call it. */
const PLAN_TYPES: Record<string, string> = { 'image/svg+xml': 'SVG', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** A field's label: the table's, or the field as written. */
export function fieldLabel(key: string): string {
  const label = FIELDS[key]?.[0];
  if (label === undefined) return key;
  return label === '' ? '' : translate(audit, label);
}

/** The day and time in Bucharest: DD.MM.YYYY HH:MM in Romanian, DD/MM/YYYY HH:MM in English. */
export function when(iso: string): string {
  return formatDayTime(new Date(iso));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A floor as the map names it ('Etajul 4', or the name it was given). */
export const floorName = (floor: string | number, names: AuditNames): string =>
  names.floors?.[String(floor)] ?? translate(audit, 'audit.floor', { floor: String(floor) });

/** How each kind of value reads; null when the value is not one it knows (it is then shown as written). */
const READERS: Record<Reads, (s: string, v: string | number, names: AuditNames) => string | null> = {
  group: (s, _v, n) => n.groups?.[s] ?? null,
  room: (s, _v, n) => (n.rooms?.[s] ? `${n.rooms[s]} (${s})` : null),
  floor: (s, _v, n) => floorName(s, n),
  building: (s) => (s === '0' ? translate(audit, 'audit.noBuilding') : words(BUILDING_WORDS[s])),
  role: (s) => words(ROLE_KEYS[s]),
  action: (s) => words(ACTION_LABELS[s]),
  status: (s) => words(STATUS_KEYS[s]),
  reason: (s) => signInRefusal(s),
  type: (s, v) => (typeof v === 'number' ? words(TYPE_KEYS[v]) : (PLAN_TYPES[s] ?? null)),
  day: (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? formatDay(s) : null),
  instant: (s) => (Number.isNaN(Date.parse(s)) ? null : when(s)),
  hour: (_s, v) => (typeof v === 'number' ? formatClock(v) : null),
  bytes: (_s, v) => (typeof v === 'number' ? translate(audit, 'audit.kb', { kb: formatNumber(v / 1024, undefined, 1) }) : null),
};

/**
 * One value in words: yes/no, '—' for nothing, lists comma-separated, a record as 'label value'
 * pairs, what the field's entry says it is, and a person's UUID by their name; else as written.
 */
export function formatValue(v: unknown, names: AuditNames = {}, key = ''): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return translate(audit, v ? 'audit.yes' : 'audit.no');
  if (Array.isArray(v)) return v.length ? v.map((x) => formatValue(x, names, key)).join(isRecord(v[0]) ? '; ' : ', ') : '—';
  if (isRecord(v))
    return Object.entries(v)
      .map(([k, x]) => [fieldLabel(k), formatValue(x, names, k)].filter(Boolean).join(' '))
      .join(', ');
  if (typeof v !== 'string' && typeof v !== 'number') return String(v);
  const reads = FIELDS[key]?.[1];
  const words = reads ? READERS[reads](String(v), v, names) : null;
  if (words !== null) return words;
  return typeof v === 'string' ? (names.names?.[v.toLowerCase()] ?? v) : String(v);
}

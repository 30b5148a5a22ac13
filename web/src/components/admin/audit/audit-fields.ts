import { OFFICE, TOWER } from '@domain/buildings.js';
import { OIDC_REASON, oidcReturnMessage } from '@domain/oidc.js';
import { STATUS } from '@domain/status.js';
import { TYPE } from '@domain/tower/engine.js';
import type { AuditPage } from '@domain/schemas/audit-answers.js';
import { ApiError } from '@/api/client.js';
import { admin, type AdminKey } from '@/i18n/admin.js';
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
const FIELDS: Record<string, readonly [AdminKey | '', Reads?]> = {
  changes: [''],
  credentials: [''],
  userInfo: [''],
  created: ['admin.audit.field.created'],
  group: ['admin.audit.field.group', 'group'],
  groupId: ['admin.audit.field.groupId', 'group'],
  groupList: ['admin.audit.field.groupList', 'group'],
  groupsIdList: ['admin.audit.field.groupsIdList', 'group'],
  mainGroup: ['admin.audit.field.mainGroup', 'group'],
  managerOf: ['admin.audit.field.managerOf', 'group'],
  name: ['admin.audit.field.name'],
  label: ['admin.audit.field.label'],
  type: ['admin.audit.field.type', 'type'],
  types: ['admin.audit.field.types', 'type'],
  building: ['admin.audit.field.building', 'building'],
  buildingList: ['admin.audit.field.buildingList', 'building'],
  adminOf: ['admin.audit.field.adminOf', 'building'],
  role: ['admin.audit.field.role', 'role'],
  parkingSpots: ['admin.audit.field.parkingSpots'],
  users: ['admin.audit.field.users'],
  managers: ['admin.audit.field.managers'],
  uuid: ['admin.audit.field.uuid'],
  owner: ['admin.audit.field.owner'],
  manager: ['admin.audit.field.manager'],
  desks: ['admin.audit.field.desks'],
  deskId: ['admin.audit.field.deskId'],
  rooms: ['admin.audit.field.rooms', 'room'],
  roomId: ['admin.audit.field.roomId', 'room'],
  floor: ['admin.audit.field.floor', 'floor'],
  zones: ['admin.audit.field.zones'],
  box: ['admin.audit.field.box'],
  x: ['admin.audit.field.x'],
  y: ['admin.audit.field.y'],
  w: ['admin.audit.field.w'],
  h: ['admin.audit.field.h'],
  width: ['admin.audit.field.width'],
  height: ['admin.audit.field.height'],
  bytes: ['admin.audit.field.bytes', 'bytes'],
  removed: ['admin.audit.field.removed'],
  version: ['admin.audit.field.version'],
  username: ['admin.audit.field.username'],
  usernames: ['admin.audit.field.usernames'],
  email: ['admin.audit.field.email'],
  phoneNumber: ['admin.audit.field.phoneNumber'],
  parkingRight: ['admin.audit.field.parkingRight'],
  departmentName: ['admin.audit.field.departmentName'],
  officeFloor: ['admin.audit.field.officeFloor'],
  officeRoom: ['admin.audit.field.officeRoom'],
  count: ['admin.audit.field.count'],
  cancelled: ['admin.audit.field.cancelled'],
  sentTo: ['admin.audit.field.sentTo'],
  days: ['admin.audit.field.days', 'day'],
  day: ['admin.audit.field.day', 'day'],
  hour: ['admin.audit.field.hour', 'hour'],
  dateBegin: ['admin.audit.field.dateBegin', 'instant'],
  dateEnd: ['admin.audit.field.dateEnd', 'instant'],
  rows: ['admin.audit.field.rows'],
  present: ['admin.audit.field.present'],
  noShows: ['admin.audit.field.noShows'],
  banned: ['admin.audit.field.banned'],
  bansLifted: ['admin.audit.field.bansLifted'],
  banLifted: ['admin.audit.field.banLifted'],
  confirmed: ['admin.audit.field.confirmed'],
  absent: ['admin.audit.field.absent'],
  plates: ['admin.audit.field.plates'],
  function_car: ['admin.audit.field.function_car'],
  permanent_access: ['admin.audit.field.permanent_access'],
  brand: ['admin.audit.field.brand'],
  license_plate: ['admin.audit.field.license_plate'],
  foreign_plate: ['admin.audit.field.foreign_plate'],
  owner_label: ['admin.audit.field.owner_label'],
  action: ['admin.audit.field.action', 'action'],
  parkingSpot: ['admin.audit.field.parkingSpot'],
  reservation: ['admin.audit.field.reservation'],
  request: ['admin.audit.field.request'],
  car: ['admin.audit.field.car'],
  peopleNo: ['admin.audit.field.peopleNo'],
  details: ['admin.audit.field.details'],
  hasTV: ['admin.audit.field.hasTV'],
  hasAudioVideo: ['admin.audit.field.hasAudioVideo'],
  hasPhone: ['admin.audit.field.hasPhone'],
  phoneNo: ['admin.audit.field.phoneNo'],
  graded: ['admin.audit.field.graded'],
  status: ['admin.audit.field.status', 'status'],
  from: ['admin.audit.field.from'],
  to: ['admin.audit.field.to'],
  accounts: ['admin.audit.field.accounts'],
  _id: ['admin.audit.field._id'],
  method: ['admin.audit.field.method'],
  reason: ['admin.audit.field.reason', 'reason'],
  error: ['admin.audit.field.error'],
  address: ['admin.audit.field.address'],
};

const ACTION_LABELS: Record<string, AdminKey> = {
  'desk.book': 'admin.audit.action.deskBook',
  'desk.cancel': 'admin.audit.action.deskCancel',
  'desk.parking': 'admin.audit.action.deskParking',
  'room.cancel': 'admin.audit.action.roomCancel',
  'room.change': 'admin.audit.action.roomChange',
  'parking.add': 'admin.audit.action.parkingAdd',
  'parking.cancel': 'admin.audit.action.parkingCancel',
  'parking.changeCar': 'admin.audit.action.parkingChangeCar',
  add: 'admin.audit.action.add',
  remove: 'admin.audit.action.remove',
};

/** Each value's words, as the exports and the other screens name them. */
const BUILDING_WORDS: Record<string, AdminKey> = { [OFFICE]: 'admin.building.office', [TOWER]: 'admin.building.tower' };
const ROLE_KEYS: Record<string, AdminKey> = { user: 'admin.role.user', manager: 'admin.role.manager', admin: 'admin.role.admin' };
const STATUS_KEYS: Record<string, AdminKey> = {
  [STATUS.booked]: 'admin.audit.status.booked',
  [STATUS.busy]: 'admin.audit.status.busy',
  [STATUS.cancelled]: 'admin.audit.status.cancelled',
};
const TYPE_KEYS: Record<number, AdminKey> = {
  [TYPE.queue]: 'admin.audit.requestType.queue',
  [TYPE.first]: 'admin.audit.requestType.first',
  [TYPE.second]: 'admin.audit.requestType.second',
  [TYPE.absent]: 'admin.audit.requestType.absent',
  [TYPE.notAllocated]: 'admin.audit.requestType.notAllocated',
  [TYPE.cancelled]: 'admin.audit.requestType.cancelled',
};
const words = (key: AdminKey | undefined): string | null => (key ? translate(admin, key) : null);

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
  return label === '' ? '' : translate(admin, label);
}

/** The day and time in Bucharest: DD.MM.YYYY HH:MM in Romanian, DD/MM/YYYY HH:MM in English. */
export function when(iso: string): string {
  return formatDayTime(new Date(iso));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A floor as the map names it ('Etajul 4', or the name it was given). */
export const floorName = (floor: string | number, names: AuditNames): string =>
  names.floors?.[String(floor)] ?? translate(admin, 'admin.audit.floor', { floor: String(floor) });

/** How each kind of value reads; null when the value is not one it knows (it is then shown as written). */
const READERS: Record<Reads, (s: string, v: string | number, names: AuditNames) => string | null> = {
  group: (s, _v, n) => n.groups?.[s] ?? null,
  room: (s, _v, n) => (n.rooms?.[s] ? `${n.rooms[s]} (${s})` : null),
  floor: (s, _v, n) => floorName(s, n),
  building: (s) => (s === '0' ? translate(admin, 'admin.audit.noBuilding') : words(BUILDING_WORDS[s])),
  role: (s) => words(ROLE_KEYS[s]),
  action: (s) => words(ACTION_LABELS[s]),
  status: (s) => words(STATUS_KEYS[s]),
  reason: (s) => signInRefusal(s),
  type: (s, v) => (typeof v === 'number' ? words(TYPE_KEYS[v]) : (PLAN_TYPES[s] ?? null)),
  day: (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? formatDay(s) : null),
  instant: (s) => (Number.isNaN(Date.parse(s)) ? null : when(s)),
  hour: (_s, v) => (typeof v === 'number' ? formatClock(v) : null),
  bytes: (_s, v) => (typeof v === 'number' ? translate(admin, 'admin.audit.kb', { kb: formatNumber(v / 1024, undefined, 1) }) : null),
};

/**
 * One value in words: yes/no, '—' for nothing, lists comma-separated, a record as 'label value'
 * pairs, what the field's entry says it is, and a person's UUID by their name; else as written.
 */
export function formatValue(v: unknown, names: AuditNames = {}, key = ''): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return translate(admin, v ? 'admin.audit.yes' : 'admin.audit.no');
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

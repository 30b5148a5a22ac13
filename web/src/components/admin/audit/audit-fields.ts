import { BUILDINGS } from '@domain/buildings.js';
import { ROLE_WORDS, yesNo } from '@domain/labels.js';
import { oidcReturnMessage } from '@domain/oidc.js';
import { STATUS_LABEL } from '@domain/status.js';
import { bucharestClock, formatDay } from '@domain/time.js';
import { TYPE_WORDS } from '@domain/tower/type-words.js';
import type { AuditPage } from '@domain/schemas/audit-answers.js';

// The fields of the audit log's details (decisions §12), whatever shape a change wrote, in one
// table: each field's Romanian label and what its value is, which decides how the value reads
// (#39 point 6: ids read as names, a group by its name, a room by its name, a floor as the map
// names it). A field the table does not know is shown as written.

/** What the page names by id (GET /api/audit, domain/schemas/audit-answers.ts): people by UUID, groups, rooms, floors by number; absent while it loads. */
export type AuditNames = Partial<Pick<AuditPage, 'names' | 'groups' | 'rooms' | 'floors'>>;

/** How a field's value reads; without one, a person's UUID by their name and anything else as written. */
type Reads =
  'group' | 'room' | 'floor' | 'building' | 'role' | 'action' | 'status' | 'reason' | 'type' | 'day' | 'instant' | 'hour' | 'bytes';

/** Field → [label, how its value reads]; '' hides a level that only groups others (users' `changes`). */
const FIELDS: Record<string, readonly [string, Reads?]> = {
  changes: [''],
  credentials: [''],
  userInfo: [''],
  created: ['creat'],
  group: ['grup', 'group'],
  groupId: ['grup', 'group'],
  groupList: ['grupuri', 'group'],
  groupsIdList: ['grupuri', 'group'],
  mainGroup: ['grup principal', 'group'],
  managerOf: ['manager pentru', 'group'],
  name: ['nume'],
  label: ['etichetă'],
  type: ['tip', 'type'],
  types: ['tipuri', 'type'],
  building: ['clădire', 'building'],
  buildingList: ['clădiri', 'building'],
  adminOf: ['administrator pentru', 'building'],
  role: ['rol', 'role'],
  parkingSpots: ['locuri de parcare'],
  users: ['utilizatori'],
  managers: ['manageri'],
  uuid: ['persoana'],
  owner: ['proprietar'],
  manager: ['blocat / alocat pentru'],
  desks: ['birouri'],
  deskId: ['birou'],
  rooms: ['săli', 'room'],
  roomId: ['sală', 'room'],
  floor: ['etaj', 'floor'],
  zones: ['zone'],
  box: ['pe plan'],
  x: ['x (orizontal)'],
  y: ['y (vertical)'],
  w: ['lățime'],
  h: ['înălțime'],
  width: ['lățime'],
  height: ['înălțime'],
  bytes: ['mărime', 'bytes'],
  removed: ['elemente scoase din plan'],
  version: ['versiune'],
  username: ['nume de utilizator'],
  usernames: ['nume de utilizator'],
  email: ['e-mail'],
  phoneNumber: ['telefon'],
  parkingRight: ['drept de parcare'],
  departmentName: ['departament'],
  officeFloor: ['etaj (birou)'],
  officeRoom: ['cameră'],
  count: ['număr'],
  cancelled: ['anulate'],
  sentTo: ['trimis la'],
  days: ['zile', 'day'],
  day: ['ziua', 'day'],
  hour: ['ora', 'hour'],
  dateBegin: ['început', 'instant'],
  dateEnd: ['sfârșit', 'instant'],
  rows: ['rânduri'],
  present: ['prezenți'],
  noShows: ['absențe'],
  banned: ['interdicții'],
  bansLifted: ['interdicții ridicate'],
  banLifted: ['interdicție ridicată'],
  confirmed: ['confirmate'],
  absent: ['absenți'],
  plates: ['numere de înmatriculare'],
  function_car: ['mașină de serviciu'],
  permanent_access: ['acces permanent'],
  brand: ['marcă'],
  license_plate: ['număr de înmatriculare'],
  foreign_plate: ['număr străin'],
  owner_label: ['firmă'],
  action: ['acțiune', 'action'],
  parkingSpot: ['loc de parcare'],
  reservation: ['rezervare'],
  request: ['cerere'],
  car: ['mașină'],
  peopleNo: ['locuri'],
  details: ['detalii'],
  hasTV: ['TV'],
  hasAudioVideo: ['audio-video'],
  hasPhone: ['telefon în sală'],
  phoneNo: ['numărul telefonului'],
  graded: ['evaluare'],
  status: ['stare', 'status'],
  from: ['înainte'],
  to: ['după'],
  accounts: ['conturi'],
  _id: ['identificator'],
  method: ['metodă'],
  reason: ['motiv', 'reason'],
  error: ['eroarea furnizorului'],
  address: ['adresa clientului'],
};

const ACTION_LABELS: Record<string, string> = {
  'desk.book': 'birou rezervat',
  'desk.cancel': 'rezervare de birou anulată',
  'desk.parking': 'loc de parcare la birou schimbat',
  'room.cancel': 'rezervare de sală anulată',
  'room.change': 'rezervare de sală modificată',
  'parking.add': 'cerere de parcare făcută',
  'parking.cancel': 'cerere de parcare anulată',
  'parking.changeCar': 'mașina cererii schimbată',
  add: 'adăugat',
  remove: 'eliminat',
};

/** An uploaded plan's type, as people call it. */
const PLAN_TYPES: Record<string, string> = { 'image/svg+xml': 'SVG', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** A field's label: the table's, or the field as written. */
export const fieldLabel = (key: string): string => FIELDS[key]?.[0] ?? key;

/** DD.MM.YYYY HH:MM in Bucharest. */
export function when(iso: string): string {
  const z = bucharestClock(new Date(iso));
  return `${formatDay(z.day)} ${String(z.hour).padStart(2, '0')}:${String(z.minute).padStart(2, '0')}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A floor as the map names it ('Etajul 4', or the name it was given). */
export const floorName = (floor: string | number, names: AuditNames): string => names.floors?.[String(floor)] ?? `Etajul ${floor}`;

const kb = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 });

/** How each kind of value reads; null when the value is not one it knows (it is then shown as written). */
const READERS: Record<Reads, (s: string, v: string | number, names: AuditNames) => string | null> = {
  group: (s, _v, n) => n.groups?.[s] ?? null,
  room: (s, _v, n) => (n.rooms?.[s] ? `${n.rooms[s]} (${s})` : null),
  floor: (s, _v, n) => floorName(s, n),
  building: (s) => (s === '0' ? 'niciuna' : ((BUILDINGS as Record<string, { name: string }>)[s]?.name ?? null)),
  role: (s) => (ROLE_WORDS as Record<string, string>)[s] ?? null,
  action: (s) => ACTION_LABELS[s] ?? null,
  status: (s) => (STATUS_LABEL as Record<string, string>)[s] ?? null,
  reason: (s) => oidcReturnMessage(s),
  type: (s, v) => (typeof v === 'number' ? ((TYPE_WORDS as Record<number, string>)[v] ?? null) : (PLAN_TYPES[s] ?? null)),
  day: (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? formatDay(s) : null),
  instant: (s) => (Number.isNaN(Date.parse(s)) ? null : when(s)),
  hour: (_s, v) => (typeof v === 'number' ? `${String(v).padStart(2, '0')}:00` : null),
  bytes: (_s, v) => (typeof v === 'number' ? `${kb.format(v / 1024)} KB` : null),
};

/**
 * One value in words: Da/Nu, '—' for nothing, lists comma-separated, a record as 'label value'
 * pairs, what the field's entry says it is, and a person's UUID by their name; else as written.
 */
export function formatValue(v: unknown, names: AuditNames = {}, key = ''): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return yesNo(v);
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

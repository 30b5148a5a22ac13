import { AUDIT_KIND, type AuditKind } from '@domain/audit.js';
import { OFFICE, TOWER } from '@domain/buildings.js';
import { oidcReturnMessage } from '@domain/oidc.js';
import { count } from '@domain/plural.js';
import { STATUS_LABEL } from '@domain/status.js';
import { TYPE_WORDS } from '@domain/tower/type-words.js';
import { SETTING_FIELDS } from '../settings/setting-fields.js';

// The audit log in Romanian (decisions §12): a label for every kind of entry, and the entry's
// details (whatever shape its change wrote) as readable lines.

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  [AUDIT_KIND.settingsUpdate]: 'Parametri modificați',
  [AUDIT_KIND.usersImport]: 'Utilizatori importați',
  [AUDIT_KIND.usersRegister]: 'Utilizator adăugat',
  [AUDIT_KIND.usersUpdate]: 'Utilizator modificat',
  [AUDIT_KIND.usersDelete]: 'Utilizator șters',
  [AUDIT_KIND.usersRandomPassword]: 'Parolă resetată',
  [AUDIT_KIND.groupsUpdate]: 'Grup creat sau modificat',
  [AUDIT_KIND.groupsDelete]: 'Grup șters',
  [AUDIT_KIND.desksUpdate]: 'Birou modificat',
  [AUDIT_KIND.roomsUpdate]: 'Sală modificată',
  [AUDIT_KIND.floorsUpdate]: 'Etaj creat sau modificat',
  [AUDIT_KIND.floorsPlan]: 'Plan de etaj încărcat',
  [AUDIT_KIND.floorsDelete]: 'Etaj șters',
  [AUDIT_KIND.desksCreate]: 'Birou adăugat',
  [AUDIT_KIND.desksDelete]: 'Birou șters',
  [AUDIT_KIND.roomsCreate]: 'Sală adăugată',
  [AUDIT_KIND.roomsDelete]: 'Sală ștearsă',
  [AUDIT_KIND.attendanceUpload]: 'Prezență încărcată (birouri)',
  [AUDIT_KIND.towerPresenceUpload]: 'Prezență încărcată (parcare)',
  [AUDIT_KIND.towerExitUpload]: 'Ieșiri încărcate (parcare)',
  [AUDIT_KIND.carsAdd]: 'Mașină adăugată',
  [AUDIT_KIND.carsUpdate]: 'Mașină modificată',
  [AUDIT_KIND.carsDelete]: 'Mașină ștearsă',
  [AUDIT_KIND.carsImport]: 'Mașini importate',
  [AUDIT_KIND.indisciplineDelete]: 'Indisciplină ștearsă',
  [AUDIT_KIND.reservationForOther]: 'Rezervare pentru altcineva',
  [AUDIT_KIND.reservationReleased]: 'Rezervare anulată automat',
  [AUDIT_KIND.projectsDesks]: 'Birou de proiect',
  [AUDIT_KIND.login]: 'Autentificare eșuată (contul companiei)',
};

/** The label of a kind; a kind this web app does not know yet is shown as the server wrote it. */
export function auditKindLabel(kind: string): string {
  return (AUDIT_KIND_LABELS as Record<string, string>)[kind] ?? kind;
}

/** Names of the details' fields; '' hides a level that only groups others (users' `changes`). */
const FIELD_LABELS: Record<string, string> = {
  changes: '',
  created: 'creat',
  group: 'grup',
  name: 'nume',
  type: 'tip',
  building: 'clădire',
  parkingSpots: 'locuri de parcare',
  users: 'utilizatori',
  managers: 'manageri',
  desks: 'birouri',
  rooms: 'săli',
  username: 'nume de utilizator',
  usernames: 'nume de utilizator',
  email: 'e-mail',
  phoneNumber: 'telefon',
  parkingRight: 'drept de parcare',
  mainGroup: 'grup principal',
  groupList: 'grupuri',
  groupsIdList: 'grupuri',
  managerOf: 'manager pentru',
  buildingList: 'clădiri',
  adminOf: 'administrator pentru',
  role: 'rol',
  departmentName: 'departament',
  officeFloor: 'etaj',
  officeRoom: 'cameră',
  manager: 'blocat / alocat pentru',
  count: 'număr',
  cancelled: 'anulate',
  sentTo: 'trimis la',
  days: 'zile',
  day: 'ziua',
  rows: 'rânduri',
  present: 'prezenți',
  noShows: 'absențe',
  banned: 'interdicții',
  confirmed: 'confirmate',
  absent: 'absenți',
  plates: 'numere de înmatriculare',
  owner: 'proprietar',
  function_car: 'mașină de serviciu',
  permanent_access: 'acces permanent',
  action: 'acțiune',
  deskId: 'birou',
  parkingSpot: 'loc de parcare',
  reservation: 'rezervare',
  request: 'cerere',
  car: 'mașină',
  peopleNo: 'locuri',
  details: 'detalii',
  types: 'tipuri',
  roomId: 'sală',
  groupId: 'grup',
  _id: 'cheie',
  banLifted: 'interdicție ridicată',
  graded: 'evaluare',
  dateBegin: 'început',
  dateEnd: 'sfârșit',
  status: 'stare',
  from: 'înainte',
  to: 'după',
  accounts: 'conturi',
  credentials: '',
  userInfo: '',
  brand: 'marcă',
  license_plate: 'număr de înmatriculare',
  foreign_plate: 'număr străin',
  owner_label: 'firmă',
  hasTV: 'TV',
  hasAudioVideo: 'audio-video',
  method: 'metodă',
  reason: 'motiv',
  error: 'eroarea furnizorului',
  address: 'adresa clientului',
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

/** The UUIDs of people with their names (GET /api/audit's `names`): a person reads by name. */
export type Names = Readonly<Record<string, string>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const label = (key: string) => FIELD_LABELS[key] ?? key;
const join = (prefix: string, key: string) => [prefix, label(key)].filter(Boolean).join(' · ');
/** The field a value belongs to: the last key of the path (its label decides how the value reads). */
type Path = { text: string; key: string };
const child = (p: Path, key: string): Path => ({ text: join(p.text, key), key });

/**
 * One value in words: Da/Nu, '—' for nothing, lists comma-separated, a person by name, an action,
 * a tower request's type and a reservation's status by their Romanian labels; anything else as written.
 */
export function formatValue(v: unknown, names: Names = {}, key = ''): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Da' : 'Nu';
  if (Array.isArray(v)) return v.length ? v.map((x) => formatValue(x, names, key)).join(', ') : '—';
  if (isObject(v)) return JSON.stringify(v);
  if (typeof v === 'number' && (key === 'types' || key === 'type')) return (TYPE_WORDS as Record<number, string>)[v] ?? String(v);
  if (typeof v !== 'string') return String(v);
  if (key === 'action') return ACTION_LABELS[v] ?? v;
  if (key === 'status') return (STATUS_LABEL as Record<string, string>)[v] ?? v;
  if (key === 'reason') return oidcReturnMessage(v);
  return names[v.toLowerCase()] ?? v;
}

/** The details of an entry as lines 'field: value', 'field: before → after', 'field: adăugat …; eliminat …'. */
export function detailLines(details: unknown, names: Names = {}): string[] {
  return lines(details, names, { text: '', key: '' });
}

function lines(details: unknown, names: Names, at: Path): string[] {
  if (isObject(details)) {
    const keys = Object.keys(details);
    if (keys.length === 2 && 'from' in details && 'to' in details) return changeLines(at, details.from, details.to, names);
    if (keys.every((k) => k === 'added' || k === 'removed') && keys.length) {
      const parts = [
        Array.isArray(details.added) && details.added.length ? `adăugat ${formatValue(details.added, names, at.key)}` : '',
        Array.isArray(details.removed) && details.removed.length ? `eliminat ${formatValue(details.removed, names, at.key)}` : '',
      ].filter(Boolean);
      return [`${at.text || 'listă'}: ${parts.join('; ') || 'nicio schimbare'}`];
    }
    return keys.flatMap((k) => lines(details[k], names, child(at, k)));
  }
  const value = formatValue(details, names, at.key);
  return [at.text ? `${at.text}: ${value}` : value];
}

/** A change: each field that differs when both sides are records (a desk, a room, a car), else the two values. */
function changeLines(at: Path, from: unknown, to: unknown, names: Names): string[] {
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((k) => JSON.stringify(from[k]) !== JSON.stringify(to[k]));
    return keys.length
      ? keys.flatMap((k) => changeLines(child(at, k), from[k], to[k], names))
      : [`${at.text || 'valori'}: nicio schimbare`];
  }
  return [`${at.text || 'valoare'}: ${formatValue(from, names, at.key)} → ${formatValue(to, names, at.key)}`];
}

/**
 * What an entry is about: a person by name (the server's `targetName`), a setting by its label
 * ('Birouri · Zile în avans pentru birouri'), anything else as written.
 */
export function targetLabel(kind: string, target: string, targetName?: string | null): string {
  if (targetName) return targetName;
  if (kind !== AUDIT_KIND.settingsUpdate) return target;
  const [building, name] = target.split('/');
  const field = building === OFFICE || building === TOWER ? SETTING_FIELDS[building].find((f) => f.name === name) : undefined;
  const place = building === OFFICE ? 'Birouri' : building === TOWER ? 'Turn' : building;
  return field ? `${place} · ${field.label} (${name})` : `${place} · ${name}`;
}

/** Under an entry's first lines, how many more its dialog shows: 'încă 1 rând', 'încă 20 de rânduri'. */
/** Who made a change: an entry without a person was made by the application itself (the auto-release job). */
export const actorLabel = (name: string | null): string => name ?? 'Aplicația (automat)';

export const moreLinesText = (n: number): string => `încă ${count(n, 'rând', 'rânduri')}: deschideți intrarea`;

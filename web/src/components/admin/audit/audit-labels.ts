import { AUDIT_KIND, type AuditKind } from '@domain/audit.js';
import { OFFICE, TOWER } from '@domain/buildings.js';
import { admin, type AdminKey } from '@/i18n/admin.js';
import { translate } from '@/i18n/i18n.js';
import { SETTING_FIELDS } from '../settings/setting-fields.js';
import { fieldLabel, floorName, formatValue, type AuditNames } from './audit-fields.js';

export { when } from './audit-fields.js';

// The audit log in the person's language (decisions §12, issue #40): a label for every kind of entry, what it is about
// by name, and the entry's details (whatever shape its change wrote) as readable lines, labelled
// by the one table of audit-fields.ts.

/** Each kind's label in the catalogue (issue #40); `auditKindLabel` words it in the language active now. */
export const AUDIT_KIND_LABELS: Record<AuditKind, AdminKey> = {
  [AUDIT_KIND.settingsUpdate]: 'admin.audit.kind.settingsUpdate',
  [AUDIT_KIND.usersImport]: 'admin.audit.kind.usersImport',
  [AUDIT_KIND.usersRegister]: 'admin.audit.kind.usersRegister',
  [AUDIT_KIND.usersUpdate]: 'admin.audit.kind.usersUpdate',
  [AUDIT_KIND.usersDelete]: 'admin.audit.kind.usersDelete',
  [AUDIT_KIND.usersRandomPassword]: 'admin.audit.kind.usersRandomPassword',
  [AUDIT_KIND.groupsUpdate]: 'admin.audit.kind.groupsUpdate',
  [AUDIT_KIND.groupsDelete]: 'admin.audit.kind.groupsDelete',
  [AUDIT_KIND.desksUpdate]: 'admin.audit.kind.desksUpdate',
  [AUDIT_KIND.roomsUpdate]: 'admin.audit.kind.roomsUpdate',
  [AUDIT_KIND.floorsUpdate]: 'admin.audit.kind.floorsUpdate',
  [AUDIT_KIND.floorsPlan]: 'admin.audit.kind.floorsPlan',
  [AUDIT_KIND.floorsDelete]: 'admin.audit.kind.floorsDelete',
  [AUDIT_KIND.desksCreate]: 'admin.audit.kind.desksCreate',
  [AUDIT_KIND.desksDelete]: 'admin.audit.kind.desksDelete',
  [AUDIT_KIND.roomsCreate]: 'admin.audit.kind.roomsCreate',
  [AUDIT_KIND.roomsDelete]: 'admin.audit.kind.roomsDelete',
  [AUDIT_KIND.attendanceUpload]: 'admin.audit.kind.attendanceUpload',
  [AUDIT_KIND.towerPresenceUpload]: 'admin.audit.kind.towerPresenceUpload',
  [AUDIT_KIND.towerExitUpload]: 'admin.audit.kind.towerExitUpload',
  [AUDIT_KIND.carsAdd]: 'admin.audit.kind.carsAdd',
  [AUDIT_KIND.carsUpdate]: 'admin.audit.kind.carsUpdate',
  [AUDIT_KIND.carsDelete]: 'admin.audit.kind.carsDelete',
  [AUDIT_KIND.carsImport]: 'admin.audit.kind.carsImport',
  [AUDIT_KIND.indisciplineDelete]: 'admin.audit.kind.indisciplineDelete',
  [AUDIT_KIND.reservationForOther]: 'admin.audit.kind.reservationForOther',
  [AUDIT_KIND.reservationReleased]: 'admin.audit.kind.reservationReleased',
  [AUDIT_KIND.projectsDesks]: 'admin.audit.kind.projectsDesks',
  [AUDIT_KIND.login]: 'admin.audit.kind.login',
};

/** The label of a kind; a kind this web app does not know yet is shown as the server wrote it. */
export function auditKindLabel(kind: string): string {
  const key = (AUDIT_KIND_LABELS as Partial<Record<string, AdminKey>>)[kind];
  return key ? translate(admin, key) : kind;
}

/** What the page names by id: people, groups, rooms, floors (GET /api/audit). */
export type Names = AuditNames;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const join = (prefix: string, key: string) => [prefix, fieldLabel(key)].filter(Boolean).join(' · ');
/** The field a value belongs to: the last key of the path (its entry in the table decides how the value reads). */
type Path = { text: string; key: string };
const child = (p: Path, key: string): Path => ({ text: join(p.text, key), key });

/** The details of an entry as lines 'field: value', 'field: before → after', 'field: added …; removed …'. */
export function detailLines(details: unknown, names: Names = {}): string[] {
  return lines(details, names, { text: '', key: '' });
}

function lines(details: unknown, names: Names, at: Path): string[] {
  if (isObject(details)) {
    const keys = Object.keys(details);
    if (keys.length === 2 && 'from' in details && 'to' in details) return changeLines(at, details.from, details.to, names);
    if (keys.every((k) => k === 'added' || k === 'removed') && keys.length) {
      const parts = [
        Array.isArray(details.added) && details.added.length
          ? translate(admin, 'admin.audit.added', { values: formatValue(details.added, names, at.key) })
          : '',
        Array.isArray(details.removed) && details.removed.length
          ? translate(admin, 'admin.audit.removed', { values: formatValue(details.removed, names, at.key) })
          : '',
      ].filter(Boolean);
      return [
        translate(admin, 'admin.audit.line', {
          field: at.text || translate(admin, 'admin.audit.list'),
          value: parts.join('; ') || translate(admin, 'admin.audit.noChange'),
        }),
      ];
    }
    return keys.flatMap((k) => lines(details[k], names, child(at, k)));
  }
  const value = formatValue(details, names, at.key);
  return [at.text ? translate(admin, 'admin.audit.line', { field: at.text, value }) : value];
}

/** A change: each field that differs when both sides are records (a desk, a room, a car), else the two values. */
function changeLines(at: Path, before: unknown, after: unknown, names: Names): string[] {
  // A record made (nothing before) or deleted (nothing after) changes field by field too.
  const none = (v: unknown) => v === null || v === undefined;
  const records = (isObject(before) || isObject(after)) && (isObject(before) || none(before)) && (isObject(after) || none(after));
  const from = records && none(before) ? {} : before;
  const to = records && none(after) ? {} : after;
  if (isObject(from) && isObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const changed = keys.flatMap((k) => changeLines(child(at, k), from[k], to[k], names));
    return changed.length || at.key
      ? changed
      : [
          translate(admin, 'admin.audit.line', {
            field: at.text || translate(admin, 'admin.audit.values'),
            value: translate(admin, 'admin.audit.noChange'),
          }),
        ];
  }
  const [was, is] = [formatValue(from, names, at.key), formatValue(to, names, at.key)];
  // What reads the same on both sides did not change (an empty list made from nothing).
  return was === is ? [] : [translate(admin, 'admin.audit.change', { field: at.text || translate(admin, 'admin.audit.value'), was, is })];
}

const groupName = (id: string, names: Names) => names.groups?.[id] ?? id;
const roomName = (id: string, names: Names) => (names.rooms?.[id] ? `${names.rooms[id]} (${id})` : id);
const deskName = (id: string) => translate(admin, 'admin.audit.desk', { desk: id });

/** What an entry of each kind is about, by name; a kind not listed names a person (the server's `targetName`) or is as written. */
const TARGETS: Partial<Record<AuditKind, (target: string, names: Names, details: Record<string, unknown>) => string>> = {
  [AUDIT_KIND.settingsUpdate]: (target) => settingLabel(target),
  [AUDIT_KIND.groupsUpdate]: groupName,
  // A deleted group is no longer among the names: its entry keeps it.
  [AUDIT_KIND.groupsDelete]: (target, names, d) =>
    names.groups?.[target] ?? (isObject(d.group) && typeof d.group.name === 'string' ? d.group.name : target),
  [AUDIT_KIND.desksUpdate]: deskName,
  [AUDIT_KIND.desksCreate]: deskName,
  [AUDIT_KIND.desksDelete]: deskName,
  [AUDIT_KIND.roomsUpdate]: roomName,
  [AUDIT_KIND.roomsCreate]: roomName,
  [AUDIT_KIND.roomsDelete]: roomName,
  [AUDIT_KIND.floorsUpdate]: floorName,
  [AUDIT_KIND.floorsPlan]: floorName,
  [AUDIT_KIND.floorsDelete]: floorName,
  [AUDIT_KIND.projectsDesks]: (target, names) => {
    const [project, desk] = target.split('/');
    return desk ? `${groupName(project, names)} · ${deskName(desk).toLowerCase()}` : target;
  },
};

/** A setting by its label and building: 'Birouri · Zile în avans pentru birouri (maxDaysDesk)', 'Desks · Days ahead for desks (maxDaysDesk)'. */
function settingLabel(target: string): string {
  const [building, name] = target.split('/');
  const field = building === OFFICE || building === TOWER ? SETTING_FIELDS[building].find((f) => f.name === name) : undefined;
  const place =
    building === OFFICE
      ? translate(admin, 'admin.audit.offices')
      : building === TOWER
        ? translate(admin, 'admin.building.tower')
        : building;
  return field ? `${place} · ${field.label} (${name})` : `${place} · ${name}`;
}

/** What an entry is about: a person by name (the server's `targetName`), anything else as its kind names it (#39 point 6). */
export function targetLabel(
  kind: string,
  target: string,
  targetName?: string | null,
  names: Names = {},
  details: Record<string, unknown> = {},
): string {
  if (targetName) return targetName;
  const by = (TARGETS as Record<string, (typeof TARGETS)[AuditKind]>)[kind];
  return by ? by(target, names, details) : target;
}

/** Who made a change: an entry without a person was made by the application itself (the auto-release job). */
export const actorLabel = (name: string | null): string => name ?? translate(admin, 'admin.audit.application');

/** Under an entry's first lines, how many more its dialog shows: 'încă 1 rând', 'încă 20 de rânduri'. */
export const moreLinesText = (n: number): string => translate(admin, 'admin.audit.moreLines', { count: n, n: String(n) });

import { AUDIT_KIND, PROVIDER_ACTOR, type AuditKind } from '@domain/audit.js';
import { OFFICE, TOWER } from '@domain/buildings.js';
import { audit, type AuditKey } from '@/i18n/audit.js';
import { translate } from '@/i18n/i18n.js';
import { SETTING_FIELDS } from '../settings/setting-fields.js';
import { fieldLabel, floorName, formatValue, type AuditNames } from './audit-fields.js';

export { when } from './audit-fields.js';

// The audit log in the person's language (decisions §12, issue #40): a label for every kind of entry, what it is about
// by name, and the entry's details (whatever shape its change wrote) as readable lines, labelled
// by the one table of audit-fields.ts.

/** Each kind's label in the catalogue (issue #40); `auditKindLabel` words it in the language active now. */
export const AUDIT_KIND_LABELS: Record<AuditKind, AuditKey> = {
  [AUDIT_KIND.settingsUpdate]: 'audit.kind.settingsUpdate',
  [AUDIT_KIND.usersImport]: 'audit.kind.usersImport',
  [AUDIT_KIND.usersRegister]: 'audit.kind.usersRegister',
  [AUDIT_KIND.usersUpdate]: 'audit.kind.usersUpdate',
  [AUDIT_KIND.usersDelete]: 'audit.kind.usersDelete',
  [AUDIT_KIND.usersDeactivate]: 'audit.kind.usersDeactivate',
  [AUDIT_KIND.usersReactivate]: 'audit.kind.usersReactivate',
  [AUDIT_KIND.usersExport]: 'audit.kind.usersExport',
  [AUDIT_KIND.usersErase]: 'audit.kind.usersErase',
  [AUDIT_KIND.usersRandomPassword]: 'audit.kind.usersRandomPassword',
  [AUDIT_KIND.groupsUpdate]: 'audit.kind.groupsUpdate',
  [AUDIT_KIND.groupsDelete]: 'audit.kind.groupsDelete',
  [AUDIT_KIND.scimGroupsUpdate]: 'audit.kind.scimGroupsUpdate',
  [AUDIT_KIND.scimGroupsDelete]: 'audit.kind.scimGroupsDelete',
  [AUDIT_KIND.desksUpdate]: 'audit.kind.desksUpdate',
  [AUDIT_KIND.roomsUpdate]: 'audit.kind.roomsUpdate',
  [AUDIT_KIND.floorsUpdate]: 'audit.kind.floorsUpdate',
  [AUDIT_KIND.floorsPlan]: 'audit.kind.floorsPlan',
  [AUDIT_KIND.floorsDelete]: 'audit.kind.floorsDelete',
  [AUDIT_KIND.desksCreate]: 'audit.kind.desksCreate',
  [AUDIT_KIND.desksDelete]: 'audit.kind.desksDelete',
  [AUDIT_KIND.roomsCreate]: 'audit.kind.roomsCreate',
  [AUDIT_KIND.roomsDelete]: 'audit.kind.roomsDelete',
  [AUDIT_KIND.attendanceUpload]: 'audit.kind.attendanceUpload',
  [AUDIT_KIND.towerPresenceUpload]: 'audit.kind.towerPresenceUpload',
  [AUDIT_KIND.towerExitUpload]: 'audit.kind.towerExitUpload',
  [AUDIT_KIND.carsAdd]: 'audit.kind.carsAdd',
  [AUDIT_KIND.carsUpdate]: 'audit.kind.carsUpdate',
  [AUDIT_KIND.carsDelete]: 'audit.kind.carsDelete',
  [AUDIT_KIND.carsImport]: 'audit.kind.carsImport',
  [AUDIT_KIND.indisciplineDelete]: 'audit.kind.indisciplineDelete',
  [AUDIT_KIND.reservationForOther]: 'audit.kind.reservationForOther',
  [AUDIT_KIND.absenceForOther]: 'audit.kind.absenceForOther',
  [AUDIT_KIND.reservationReleased]: 'audit.kind.reservationReleased',
  [AUDIT_KIND.roomReleased]: 'audit.kind.roomReleased',
  [AUDIT_KIND.projectsDesks]: 'audit.kind.projectsDesks',
  [AUDIT_KIND.tokensCreate]: 'audit.kind.tokensCreate',
  [AUDIT_KIND.tokensDelete]: 'audit.kind.tokensDelete',
  [AUDIT_KIND.webhooksUpdate]: 'audit.kind.webhooksUpdate',
  [AUDIT_KIND.webhooksDelete]: 'audit.kind.webhooksDelete',
  [AUDIT_KIND.displaysUpdate]: 'audit.kind.displaysUpdate',
  [AUDIT_KIND.displaysRegenerate]: 'audit.kind.displaysRegenerate',
  [AUDIT_KIND.displaysDelete]: 'audit.kind.displaysDelete',
  [AUDIT_KIND.displayBook]: 'audit.kind.displayBook',
  [AUDIT_KIND.displayCheckin]: 'audit.kind.displayCheckin',
  [AUDIT_KIND.displayRelease]: 'audit.kind.displayRelease',
  [AUDIT_KIND.login]: 'audit.kind.login',
  [AUDIT_KIND.providerGroupsUpdate]: 'audit.kind.providerGroupsUpdate',
  [AUDIT_KIND.usersProviderGroups]: 'audit.kind.usersProviderGroups',
  [AUDIT_KIND.retentionRun]: 'audit.kind.retentionRun',
};

/** The label of a kind; a kind this web app does not know yet is shown as the server wrote it. */
export function auditKindLabel(kind: string): string {
  const key = (AUDIT_KIND_LABELS as Partial<Record<string, AuditKey>>)[kind];
  return key ? translate(audit, key) : kind;
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
          ? translate(audit, 'audit.added', { values: formatValue(details.added, names, at.key) })
          : '',
        Array.isArray(details.removed) && details.removed.length
          ? translate(audit, 'audit.removed', { values: formatValue(details.removed, names, at.key) })
          : '',
      ].filter(Boolean);
      return [
        translate(audit, 'audit.line', {
          field: at.text || translate(audit, 'audit.list'),
          value: parts.join('; ') || translate(audit, 'audit.noChange'),
        }),
      ];
    }
    return keys.flatMap((k) => lines(details[k], names, child(at, k)));
  }
  const value = formatValue(details, names, at.key);
  return [at.text ? translate(audit, 'audit.line', { field: at.text, value }) : value];
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
          translate(audit, 'audit.line', {
            field: at.text || translate(audit, 'audit.values'),
            value: translate(audit, 'audit.noChange'),
          }),
        ];
  }
  const [was, is] = [formatValue(from, names, at.key), formatValue(to, names, at.key)];
  // What reads the same on both sides did not change (an empty list made from nothing).
  return was === is ? [] : [translate(audit, 'audit.change', { field: at.text || translate(audit, 'audit.value'), was, is })];
}

const groupName = (id: string, names: Names) => names.groups?.[id] ?? id;
const roomName = (id: string, names: Names) => (names.rooms?.[id] ? `${names.rooms[id]} (${id})` : id);
const deskName = (id: string) => translate(audit, 'audit.desk', { desk: id });
/** A display by the name its entry wrote (the target is its id): a change writes `from` and `to`, the others the display itself. */
const displayName = (id: string, _names: Names, d: Record<string, unknown>) => {
  const named = [d.to, d.from, d].find((x) => isObject(x) && typeof x.name === 'string') as { name: string } | undefined;
  return named?.name ?? id;
};

const scimGroupName = (id: string, _names: Names, d: Record<string, unknown>) => (typeof d.displayName === 'string' ? d.displayName : id);

/** What an entry of each kind is about, by name; a kind not listed names a person (the server's `targetName`) or is as written. */
const TARGETS: Partial<Record<AuditKind, (target: string, names: Names, details: Record<string, unknown>) => string>> = {
  [AUDIT_KIND.settingsUpdate]: (target) => settingLabel(target),
  [AUDIT_KIND.groupsUpdate]: groupName,
  // A deleted group is no longer among the names: its entry keeps it.
  [AUDIT_KIND.groupsDelete]: (target, names, d) =>
    names.groups?.[target] ?? (isObject(d.group) && typeof d.group.name === 'string' ? d.group.name : target),
  // A SCIM group is the provider's, not the product's: named as the provider named it.
  [AUDIT_KIND.scimGroupsUpdate]: scimGroupName,
  [AUDIT_KIND.scimGroupsDelete]: scimGroupName,
  [AUDIT_KIND.desksUpdate]: deskName,
  [AUDIT_KIND.desksCreate]: deskName,
  [AUDIT_KIND.desksDelete]: deskName,
  [AUDIT_KIND.roomsUpdate]: roomName,
  [AUDIT_KIND.roomsCreate]: roomName,
  [AUDIT_KIND.roomsDelete]: roomName,
  [AUDIT_KIND.floorsUpdate]: floorName,
  [AUDIT_KIND.floorsPlan]: floorName,
  [AUDIT_KIND.floorsDelete]: floorName,
  [AUDIT_KIND.displaysUpdate]: displayName,
  [AUDIT_KIND.displaysRegenerate]: displayName,
  [AUDIT_KIND.displaysDelete]: displayName,
  // A press at a door is about the room; the display that made it is the entry's author.
  [AUDIT_KIND.displayBook]: roomName,
  [AUDIT_KIND.displayCheckin]: roomName,
  [AUDIT_KIND.displayRelease]: roomName,
  // The server writes '2 conturi' (Romanian) as the target: the count of its details reads in the person's language.
  [AUDIT_KIND.usersImport]: (target, _names, d) =>
    typeof d.count === 'number' ? translate(audit, 'audit.accounts', { count: d.count, n: String(d.count) }) : target,
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
    building === OFFICE ? translate(audit, 'audit.offices') : building === TOWER ? translate(audit, 'audit.building.tower') : building;
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

/**
 * Who made a change: an entry without a person was made by the application itself (the auto-release
 * job), or by the company's identity provider, named by PROVIDER_ACTOR (decisions §25).
 */
export function actorLabel(name: string | null): string {
  if (name === null) return translate(audit, 'audit.application');
  if (name === PROVIDER_ACTOR.scim) return translate(audit, 'audit.provider.scim');
  if (name === PROVIDER_ACTOR.oidc) return translate(audit, 'audit.provider.oidc');
  return name;
}

/** Under an entry's first lines, how many more its dialog shows: 'încă 1 rând', 'încă 20 de rânduri'. */
export const moreLinesText = (n: number): string => translate(audit, 'audit.moreLines', { count: n, n: String(n) });

// What an audit entry records (decisions §12): its kinds, named once for the server and the
// web's audit page, and the rule that no password is ever written into one.
export const AUDIT_KIND = {
  settingsUpdate: 'settings.update',
  usersImport: 'users.import',
  usersRegister: 'users.register',
  usersUpdate: 'users.update',
  usersDelete: 'users.delete',
  // An account's deactivation and reactivation (decisions §25).
  usersDeactivate: 'users.deactivate',
  usersReactivate: 'users.reactivate',
  // A person's data read by an administrator, and their erasure (decisions §25).
  usersExport: 'users.export',
  usersErase: 'users.erase',
  usersRandomPassword: 'users.randomPassword',
  groupsUpdate: 'groups.update',
  groupsDelete: 'groups.delete',
  // The identity provider's own groups made, changed (name, members) or deleted through SCIM (decisions §25).
  scimGroupsUpdate: 'scimGroups.update',
  scimGroupsDelete: 'scimGroups.delete',
  desksUpdate: 'desks.update',
  roomsUpdate: 'rooms.update',
  // The floor plans (decisions §18).
  floorsUpdate: 'floors.update',
  floorsPlan: 'floors.plan',
  floorsDelete: 'floors.delete',
  desksCreate: 'desks.create',
  desksDelete: 'desks.delete',
  roomsCreate: 'rooms.create',
  roomsDelete: 'rooms.delete',
  attendanceUpload: 'attendance.upload',
  towerPresenceUpload: 'tower.presenceUpload',
  towerExitUpload: 'tower.exitUpload',
  carsAdd: 'cars.add',
  carsUpdate: 'cars.update',
  carsDelete: 'cars.delete',
  carsImport: 'cars.import',
  indisciplineDelete: 'indiscipline.delete',
  reservationForOther: 'reservations.forOther',
  // An absence recorded or deleted by someone other than the person absent (decisions §20).
  absenceForOther: 'absences.forOther',
  projectsDesks: 'projects.desks',
  // Personal API tokens made and deleted (decisions §23), by their owner or an administrator.
  tokensCreate: 'tokens.create',
  tokensDelete: 'tokens.delete',
  // Webhooks made, changed and deleted (decisions §23).
  webhooksUpdate: 'webhooks.update',
  webhooksDelete: 'webhooks.delete',
  // Displays made, changed, given a new link and deleted (decisions §24).
  displaysUpdate: 'displays.update',
  displaysRegenerate: 'displays.regenerate',
  displaysDelete: 'displays.delete',
  // A press at a room's door, written as the display's (decisions §24).
  displayBook: 'display.book',
  displayCheckin: 'display.checkin',
  displayRelease: 'display.release',
  // Written by the auto-release job, with no actor (decisions §13).
  reservationReleased: 'reservation.released',
  // Written by the release of meetings nobody started, with no actor (decisions §24).
  roomReleased: 'room.released',
  // A sign-in through the company's identity provider that failed, with no actor (decisions §17: only failures).
  login: 'login',
  // The console's mapping of the identity provider's groups changed (decisions §25).
  providerGroupsUpdate: 'providerGroups.update',
  // A person's mapped groups changed by the identity provider (decisions §25), its actor PROVIDER_ACTOR.
  usersProviderGroups: 'users.providerGroups',
  // The nightly retention (decisions §25), with no actor: how many rows lost their person, counts only.
  retentionRun: 'retention.run',
} as const;

export type AuditKind = (typeof AUDIT_KIND)[keyof typeof AUDIT_KIND];

/** A copy of the details without any password, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !/pass(word)?|token|hash/i.test(k))
        .map(([k, v]) => [k, withoutSecrets(v)]),
    );
  }
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every string of a value, at any depth, once each, and the parts of a path-like one ('proiect-x/4-12'):
 * the ids of groups and rooms an entry may name, read by their names (#39 point 6).
 */
export function stringsIn(value: unknown, found = new Set<string>()): string[] {
  if (typeof value === 'string') {
    if (value.length <= 200) for (const s of [value, ...value.split('/')]) found.add(s);
  } else if (Array.isArray(value)) for (const v of value) stringsIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, found);
  return [...found];
}

/** Every UUID among the strings of a value, at any depth, once each (the people an entry names, issue #21). */
export function uuidsIn(value: unknown, found = new Set<string>()): string[] {
  if (typeof value === 'string' && UUID.test(value)) found.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const v of value) uuidsIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) uuidsIn(v, found);
  return [...found];
}

/**
 * The actor of a change the company's identity provider made (decisions §25: audited as the identity
 * provider): an entry with no person, whose actor name is one of these, which the console words
 * from its catalogue ('Furnizorul de identitate (SCIM)').
 */
export const PROVIDER_ACTOR = { scim: 'identity-provider:scim', oidc: 'identity-provider:oidc' } as const;
export type ProviderActor = keyof typeof PROVIDER_ACTOR;

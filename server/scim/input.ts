import { z } from 'zod';
import { hasControlChars } from '../../domain/text/control-chars.js';
import { invalidSyntax, invalidValue } from './errors.js';

// What a SCIM resource sent by the provider (POST, PUT, or the resource a PATCH made) says of the
// product's columns. Whatever else it carries (roles, the enterprise extension, phone numbers) is
// not kept. Every refusal is a SCIM 400 with its scimType, never a 500.

const MAX_TEXT = 200;
const MAX_EXTERNAL_ID = 1000;
const email = z.string().trim().toLowerCase().max(320).pipe(z.email());

export interface UserFields {
  username: string;
  name: string;
  email: string;
  /** undefined: not said (kept as it is). */
  active: boolean | undefined;
  externalId: string | null;
}

export interface GroupFields {
  displayName: string;
  externalId: string | null;
  /** The members' ids as sent (undefined: not said). */
  members: string[] | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mustBeObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw invalidSyntax('The request body must be a JSON object');
  return body;
}

/** A one-line text of at most `max` characters, trimmed; undefined when absent, null or blank. */
function text(v: unknown, field: string, max = MAX_TEXT): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw invalidValue(`${field} must be a string`);
  const s = v.trim();
  if (!s) return undefined;
  if (s.length > max) throw invalidValue(`${field} is longer than ${max} characters`);
  if (hasControlChars(s)) throw invalidValue(`${field} may not contain control characters`);
  return s;
}

/** A boolean, or Entra ID's "True"/"False" strings (its PATCH before the SCIM 2.0 compliance fix). */
export function scimBoolean(v: unknown, field: string): boolean | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  throw invalidValue(`${field} must be a boolean`);
}

/** The person's name: name.formatted, else displayName, else givenName and familyName when both are given. */
function nameCandidates(r: Record<string, unknown>): (string | undefined)[] {
  const n = r.name === undefined || r.name === null ? {} : r.name;
  if (!isObject(n)) throw invalidValue('name must be an object');
  const given = text(n.givenName, 'name.givenName');
  const family = text(n.familyName, 'name.familyName');
  const joined = given && family ? `${given} ${family}` : undefined;
  return [
    text(n.formatted, 'name.formatted'),
    text(r.displayName, 'displayName'),
    joined && joined.length <= MAX_TEXT ? joined : undefined,
  ];
}

/** The primary e-mail: the one marked primary, else the 'work' one, else the first. */
function primaryEmail(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every(isObject)) throw invalidValue('emails must be an array of objects');
  const chosen = v.find((e) => scimBoolean(e.primary, 'emails.primary')) ?? v.find((e) => e.type === 'work') ?? v[0];
  if (!chosen) return undefined;
  const parsed = email.safeParse(chosen.value);
  if (!parsed.success) throw invalidValue('emails.value must be an e-mail address');
  return parsed.data;
}

/**
 * The columns a user resource sets. `before` (a PATCH): the name the account had, so that the first
 * name attribute the patch changed wins; without it (POST, PUT) the first one given, else the userName.
 */
export function userFields(body: unknown, before?: { name: string }): UserFields {
  const r = mustBeObject(body);
  const username = text(r.userName, 'userName');
  if (!username) throw invalidValue('userName is required');
  const names = nameCandidates(r);
  const name = before
    ? (names.find((n) => n !== undefined && n !== before.name) ?? before.name)
    : (names.find((n) => n !== undefined) ?? username);
  let mail = primaryEmail(r.emails);
  if (mail === undefined) {
    const fromUserName = email.safeParse(username);
    if (!fromUserName.success) throw invalidValue('emails: a primary e-mail address is required');
    mail = fromUserName.data;
  }
  return {
    username,
    name,
    email: mail,
    active: scimBoolean(r.active, 'active'),
    externalId: text(r.externalId, 'externalId', MAX_EXTERNAL_ID) ?? null,
  };
}

export function groupFields(body: unknown): GroupFields {
  const r = mustBeObject(body);
  const displayName = text(r.displayName, 'displayName');
  if (!displayName) throw invalidValue('displayName is required');
  let members: string[] | undefined;
  if (r.members !== undefined && r.members !== null) {
    if (!Array.isArray(r.members) || !r.members.every((m) => isObject(m) && typeof m.value === 'string'))
      throw invalidValue('members must be an array of {value}');
    members = [...new Set(r.members.map((m) => (m as { value: string }).value))];
  }
  return { displayName, externalId: text(r.externalId, 'externalId', MAX_EXTERNAL_ID) ?? null, members };
}

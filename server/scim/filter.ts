import { parse, type Filter } from 'scim2-parse-filter';
import { invalidFilter } from './errors.js';
import type { GroupFilter } from './groups-queries.js';
import type { UserFilter } from './users-queries.js';

// A list's filter (RFC 7644 §3.4.2.2), parsed by scim2-parse-filter. What a provider matches people
// and groups by is served: one `eq` on userName, externalId, emails.value (or emails[value eq …]) or
// id; on displayName, externalId or id for groups. Anything else is a 400 invalidFilter, never a
// silent list of everyone.

const MAX_FILTER = 1000;

function parsed(filter: string): Filter {
  if (filter.length > MAX_FILTER) throw invalidFilter('The filter is too long');
  try {
    return parse(filter);
  } catch {
    throw invalidFilter(`The filter ${JSON.stringify(filter)} could not be parsed`);
  }
}

/** The attribute and value of a single `eq`, the attribute without the core schema's URN, in lower case. */
function equality(f: Filter, schema: 'User' | 'Group'): { attr: string; value: string } {
  if (f.op === '[]' && f.valFilter.op === 'eq' && 'attrPath' in f.valFilter) {
    return equality({ op: 'eq', attrPath: `${f.attrPath}.${f.valFilter.attrPath}`, compValue: f.valFilter.compValue }, schema);
  }
  if (f.op !== 'eq' || !('compValue' in f)) throw invalidFilter('Only a single "eq" comparison is supported');
  if (typeof f.compValue !== 'string') throw invalidFilter('The value compared must be a string');
  const prefix = `urn:ietf:params:scim:schemas:core:2.0:${schema}:`.toLowerCase();
  const attr = f.attrPath.toLowerCase();
  return { attr: attr.startsWith(prefix) ? attr.slice(prefix.length) : attr, value: f.compValue };
}

const USER_ATTRS = { username: 'userName', externalid: 'externalId', 'emails.value': 'email', emails: 'email', id: 'id' } as const;
const GROUP_ATTRS = { displayname: 'displayName', externalid: 'externalId', id: 'id' } as const;

export function userFilter(filter: string | undefined): UserFilter {
  if (filter === undefined || filter.trim() === '') return null;
  const { attr, value } = equality(parsed(filter), 'User');
  const known = USER_ATTRS[attr as keyof typeof USER_ATTRS];
  if (!known) throw invalidFilter(`Filtering on ${attr} is not supported`);
  return { attr: known, value };
}

export function groupFilter(filter: string | undefined): GroupFilter {
  if (filter === undefined || filter.trim() === '') return null;
  const { attr, value } = equality(parsed(filter), 'Group');
  const known = GROUP_ATTRS[attr as keyof typeof GROUP_ATTRS];
  if (!known) throw invalidFilter(`Filtering on ${attr} is not supported`);
  return { attr: known, value };
}

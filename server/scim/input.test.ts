import { describe, expect, it } from 'vitest';
import { ScimError } from './errors.js';
import { groupFilter, userFilter } from './filter.js';
import { groupFields, userFields } from './input.js';
import { applyPatch, patchOperations } from './patch.js';

// What SCIM reads of a request, without the database: filters, resources, PATCH operations.

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ScimError) return { status: e.status, scimType: e.scimType };
    throw e;
  }
  throw new Error('not refused');
};
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

describe('filters', () => {
  it('serves one eq on the attributes a provider matches by, the core URN and emails[value eq] included', () => {
    expect(userFilter('userName eq "Ana"')).toEqual({ attr: 'userName', value: 'Ana' });
    expect(userFilter('USERNAME Eq "a"')).toEqual({ attr: 'userName', value: 'a' });
    expect(userFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a"')).toEqual({ attr: 'userName', value: 'a' });
    expect(userFilter('emails[value eq "a@x.ro"]')).toEqual({ attr: 'email', value: 'a@x.ro' });
    expect(userFilter('emails.value eq "a@x.ro"')).toEqual({ attr: 'email', value: 'a@x.ro' });
    expect(userFilter('externalId eq "e1"')).toEqual({ attr: 'externalId', value: 'e1' });
    expect(userFilter(undefined)).toBeNull();
    expect(userFilter('  ')).toBeNull();
    expect(groupFilter('displayName eq "IT"')).toEqual({ attr: 'displayName', value: 'IT' });
  });

  it('refuses anything else with invalidFilter', () => {
    for (const f of ['userName ne "a"', 'displayName eq "a"', 'userName eq true', 'a eq "b" and c eq "d"', 'userName eq', '((']) {
      expect(
        refusal(() => userFilter(f)),
        f,
      ).toEqual({ status: 400, scimType: 'invalidFilter' });
    }
    expect(refusal(() => groupFilter('members eq "x"'))).toEqual({ status: 400, scimType: 'invalidFilter' });
  });
});

describe('a user resource', () => {
  it('reads the name, the primary e-mail, active in any spelling Entra ID sends', () => {
    expect(
      userFields({
        userName: ' ana ',
        name: { givenName: 'Ana', familyName: 'Pop' },
        emails: [
          { value: 'home@x.ro', type: 'home' },
          { value: 'Ana@X.ro', type: 'work' },
        ],
        active: 'False',
        externalId: 'e1',
      }),
    ).toEqual({ username: 'ana', name: 'Ana Pop', email: 'ana@x.ro', active: false, externalId: 'e1' });
    expect(
      userFields({
        userName: 'b@x.ro',
        emails: [
          { value: 'p@x.ro', primary: 'True' },
          { value: 'w@x.ro', type: 'work' },
        ],
      }).email,
    ).toBe('p@x.ro');
    expect(userFields({ userName: 'b@x.ro' })).toEqual({
      username: 'b@x.ro',
      name: 'b@x.ro',
      email: 'b@x.ro',
      active: undefined,
      externalId: null,
    });
  });

  it('in a PATCH, takes the name attribute that changed', () => {
    const r = { userName: 'a@x.ro', name: { formatted: 'Old', familyName: 'New' }, displayName: 'Old' };
    expect(userFields(r, { name: 'Old' }).name).toBe('Old');
    expect(userFields({ ...r, displayName: 'Shown' }, { name: 'Old' }).name).toBe('Shown');
  });

  it('refuses what it cannot keep', () => {
    for (const body of [
      null,
      [],
      'x',
      {},
      { userName: '' },
      { userName: 'x\u0007' },
      { userName: 'x'.repeat(201) },
      { userName: 'no-mail' },
      { userName: 'a@x.ro', emails: [{ value: 'nope' }] },
      { userName: 'a@x.ro', active: 'yes' },
      { userName: 'a@x.ro', name: 'str' },
    ]) {
      expect(refusal(() => userFields(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('reads a group: members by value, once each', () => {
    expect(groupFields({ displayName: 'IT', members: [{ value: 'a' }, { value: 'a' }, { value: 'b', display: 'B' }] })).toEqual({
      displayName: 'IT',
      externalId: null,
      members: ['a', 'b'],
    });
    expect(refusal(() => groupFields({ displayName: 'IT', members: [{ id: 'a' }] })).status).toBe(400);
  });
});

describe('PATCH operations', () => {
  it('normalises Entra ID’s forms: capitalised ops, dotted keys of a path-less value, members with $ref null', () => {
    expect(
      patchOperations({
        schemas: [PATCH],
        Operations: [
          { op: 'Replace', value: { 'name.familyName': 'Pop', active: false } },
          { op: 'Remove', path: 'members', value: [{ $ref: null, value: 'u1' }] },
          { op: 'add', path: 'urn:ietf:params:scim:schemas:core:2.0:User:userName', value: 'x' },
        ],
      }),
    ).toEqual([
      { op: 'replace', path: 'name.familyName', value: 'Pop' },
      { op: 'replace', path: 'active', value: false },
      { op: 'remove', path: 'members', value: [{ value: 'u1' }] },
      { op: 'add', path: 'userName', value: 'x' },
    ]);
  });

  it('refuses malformed bodies with SCIM’s scimType', () => {
    expect(refusal(() => patchOperations({ Operations: [] }))).toEqual({ status: 400, scimType: 'invalidSyntax' });
    expect(refusal(() => patchOperations({ schemas: [PATCH], Operations: [{ op: 'move' }] }))).toEqual({
      status: 400,
      scimType: 'invalidSyntax',
    });
    expect(refusal(() => patchOperations({ schemas: [PATCH], Operations: [{ op: 'remove' }] }))).toEqual({
      status: 400,
      scimType: 'noTarget',
    });
    expect(refusal(() => patchOperations({ schemas: [PATCH], Operations: [{ op: 'add', path: '__proto__.x', value: 1 }] }))).toEqual({
      status: 400,
      scimType: 'invalidPath',
    });
    expect(
      refusal(() => patchOperations({ schemas: [PATCH], Operations: Array(1001).fill({ op: 'add', path: 'a', value: 1 }) })).status,
    ).toBe(413);
  });

  it('applies them to a copy, members removed by a filter', () => {
    const group = { schemas: ['g'], displayName: 'G', members: [{ value: 'a' }, { value: 'b' }] };
    const out = applyPatch(group, [{ op: 'remove', path: 'members[value eq "a"]' }]);
    expect(out.members).toEqual([{ value: 'b' }]);
    expect(group.members).toHaveLength(2);
  });
});

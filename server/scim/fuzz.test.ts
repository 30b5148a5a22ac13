import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARBAGE, RawJson } from '../test/fuzz.js';
import { createScimApp, type ScimApp } from '../test/scim.js';

// Malformed SCIM: every garbage value in every field of a user, a group and a PATCH operation,
// broken JSON, other media types, filters that do not parse. Each answer is a SCIM 4xx error,
// never a 5xx (decisions §25; #46's fuzz over the SCIM routes).

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

let t: ScimApp;
let user: string;
let group: string;
beforeAll(async () => {
  t = await createScimApp();
  user = (await t.scim('POST', '/Users', { body: { userName: 'fuzz.user@example.com', name: { formatted: 'Fuzz User' } } })).body.id;
  group = (await t.scim('POST', '/Groups', { body: { displayName: 'Fuzz group', members: [{ value: user }] } })).body.id;
}, 120_000);
afterAll(() => t.close());

const text = (v: unknown) => (v instanceof RawJson ? v.text : JSON.stringify(v));
/** A JSON object text with `field` set to a garbage value (raw, so that 1e999 goes as written). */
const withField = (base: Record<string, unknown>, field: string, v: unknown) => {
  const rest = JSON.stringify({ ...base, [field]: undefined });
  return `${rest.slice(0, -1)}${rest.length > 2 ? ',' : ''}${JSON.stringify(field)}:${text(v)}}`;
};

async function mustRefuse(method: string, path: string, o: { raw?: string; body?: unknown; contentType?: string }, what: string) {
  const res = await t.scim(method, path, o);
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.schemas, what).toEqual([ERROR]);
    expect(res.body.status, what).toBe(String(res.status));
  }
  return res;
}

describe('SCIM under malformed requests', () => {
  it('never answers 5xx to garbage in a user', async () => {
    const base = {
      userName: 'fuzz.other@example.com',
      emails: [{ value: 'fuzz.other@example.com', primary: true }],
      name: { formatted: 'X' },
      active: true,
    };
    for (const field of ['userName', 'emails', 'name', 'active', 'externalId', 'displayName', 'schemas']) {
      for (const g of GARBAGE) {
        const raw = withField(base, field, g.value);
        await mustRefuse('POST', '/Users', { raw }, `POST ${field} = ${raw.slice(0, 80)}`);
        await mustRefuse('PUT', `/Users/${user}`, { raw }, `PUT ${field} = ${raw.slice(0, 80)}`);
      }
    }
    // The garbage that was accepted made accounts; none of it touched the fuzzed user's userName in a way SCIM cannot read back.
    expect((await t.scim('GET', `/Users/${user}`)).status).toBe(200);
  });

  it('never answers 5xx to garbage in a group', async () => {
    for (const field of ['displayName', 'members', 'externalId']) {
      for (const g of GARBAGE) {
        const raw = withField({ displayName: 'Fuzz g' }, field, g.value);
        await mustRefuse('POST', '/Groups', { raw }, `POST ${field} = ${raw.slice(0, 80)}`);
        await mustRefuse('PUT', `/Groups/${group}`, { raw }, `PUT ${field} = ${raw.slice(0, 80)}`);
      }
    }
  });

  it('never answers 5xx to garbage in a PATCH operation', async () => {
    const paths = [
      'active',
      'userName',
      'emails[type eq "work"].value',
      'members',
      'members[value eq "x"]',
      'name.formatted',
      'displayName',
      'x.y.z',
      '__proto__.polluted',
      'constructor.prototype.polluted',
      'emails[',
      ']',
    ];
    for (const target of [`/Users/${user}`, `/Groups/${group}`]) {
      for (const op of ['add', 'Replace', 'remove', 'bogus', '', 1, null]) {
        for (const path of [...paths, undefined, 7]) {
          for (const g of GARBAGE.filter((_, i) => i % 3 === 0)) {
            const operation = `{"op":${JSON.stringify(op)}${path === undefined ? '' : `,"path":${JSON.stringify(path)}`},"value":${text(g.value)}}`;
            const raw = `{"schemas":["${PATCH}"],"Operations":[${operation}]}`;
            await mustRefuse('PATCH', target, { raw }, `PATCH ${target} ${raw.slice(0, 120)}`);
          }
        }
      }
      for (const raw of [
        '{}',
        '[]',
        'null',
        '{"schemas":[]}',
        `{"schemas":["${PATCH}"]}`,
        `{"schemas":["${PATCH}"],"Operations":[]}`,
        `{"schemas":["${PATCH}"],"Operations":{}}`,
      ]) {
        const res = await mustRefuse('PATCH', target, { raw }, `PATCH ${raw}`);
        expect(res.status, raw).toBe(400);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const unknownOp = await t.scim('PATCH', `/Users/${user}`, {
      body: { schemas: [PATCH], Operations: [{ op: 'move', path: 'active', value: false }] },
    });
    expect(unknownOp.body).toEqual({ schemas: [ERROR], status: '400', scimType: 'invalidSyntax', detail: 'Unknown op move' });
  });

  it('answers broken JSON and other media types with a SCIM 400', async () => {
    for (const raw of ['{', '{"userName":', 'nul', '"x"', '{"__proto__":{"a":1}}', '\u0000']) {
      for (const [method, path] of [
        ['POST', '/Users'],
        ['PATCH', `/Users/${user}`],
        ['POST', '/Groups'],
        ['PATCH', `/Groups/${group}`],
      ]) {
        const res = await mustRefuse(method, path, { raw }, `${method} ${path} ${JSON.stringify(raw)}`);
        expect(res.status).toBe(400);
      }
    }
    for (const contentType of ['application/json', 'application/scim+json', 'application/scim+json; charset=utf-8']) {
      const res = await t.scim('POST', '/Users', { raw: '{"userName":"type.ok@example.com"}', contentType });
      expect(res.status, contentType).toBe(contentType === 'application/json' ? 201 : 409);
    }
    for (const contentType of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const res = await mustRefuse('POST', '/Users', { raw: 'userName=x', contentType }, contentType);
      expect(res.status, contentType).toBe(400);
    }
  });

  it('answers filters it cannot serve with invalidFilter, and pages within bounds', async () => {
    for (const filter of [
      'userName eq',
      'userName',
      '"',
      'userName eq 12',
      'userName co "x"',
      'name.familyName eq "x"',
      'userName eq "a" or userName eq "b"',
      'not (userName eq "a")',
      'x'.repeat(5000),
      '\u0000',
    ]) {
      const res = await mustRefuse('GET', `/Users?filter=${encodeURIComponent(filter)}`, {}, filter.slice(0, 40));
      expect(res.status, filter.slice(0, 40)).toBe(400);
      expect(res.body.scimType, filter.slice(0, 40)).toBe('invalidFilter');
    }
    for (const q of [
      'startIndex=-5',
      'startIndex=0',
      'startIndex=x',
      'count=-1',
      'count=99999999999',
      'count=1e3',
      'startIndex=99999999',
    ]) {
      const res = await mustRefuse('GET', `/Users?${q}`, {}, q);
      expect(res.status, q).toBe(200);
      expect(res.body.itemsPerPage, q).toBeLessThanOrEqual(1000);
    }
    // A path the router cannot read (a bad %-escape): SCIM's 400 too.
    const malformed = await t.scim('GET', '/Users/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ schemas: [ERROR], status: '400', scimType: 'invalidSyntax', detail: 'The request path is malformed' });
    for (const id of ['x', '1', '00000000-0000-0000-0000-00000000000g', "'; DROP TABLE users; --", '%00']) {
      expect((await mustRefuse('GET', `/Users/${encodeURIComponent(id)}`, {}, id)).status).toBe(404);
      expect(
        (
          await mustRefuse(
            'PATCH',
            `/Groups/${encodeURIComponent(id)}`,
            { body: { schemas: [PATCH], Operations: [{ op: 'add', path: 'members', value: [] }] } },
            id,
          )
        ).status,
      ).toBe(404);
    }
  });
});

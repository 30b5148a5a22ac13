import { beforeAll, describe, expect, it } from 'vitest';
import { NUMERIC_SETTINGS, STRING_SETTINGS } from '../../domain/settings.js';
import { baseline, GARBAGE, label, mutations, Tally, toJson, variants } from '../test/fuzz.js';
import { freeItDesk, knownFor } from '../test/fuzz-api.js';
import { expectEnvelope, NO_BASELINE, fuzzSuite, expectEmployeeStillBooks } from '../test/fuzz-routes.js';

// Every field of every JSON body of the OpenAPI document, one garbage value at a time, as an
// administrator and as an employee, and every setting: each answer a 4xx (or a success) in the
// envelope with a Romanian message, never a 5xx (decisions §11). The other garbage is garbage.test.ts's;
// apart, each file stays within the whole-system files' minute (issue #37).

const s = fuzzSuite();

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const tally = new Tally();
const seen = new Set<string>();

describe('every field of every JSON body refuses garbage with a 4xx in the envelope', () => {
  let settingsBefore: { name: string; value: number | string; building: string }[] = [];
  beforeAll(async () => {
    settingsBefore = (await s.t.call('GET', '/api/config', { token: s.tokens.admin })).body.payload as typeof settingsBefore;
  });

  it(
    'every field of every JSON body, one garbage value at a time, as an administrator and as an employee',
    { timeout: 240_000 },
    async () => {
      const started = Date.now();
      // Settings last: odd but valid values (maxDaysDesk 0) would make the other routes' valid calls meaningless.
      const bodyRoutes = s.routes
        .filter((r) => r.body)
        .sort((a, b) => Number(a.key === 'POST /api/config/update') - Number(b.key === 'POST /api/config/update'));
      const baselineStatus = new Map<string, number>();
      const refused = new Set<string>();
      for (const r of bodyRoutes) {
        for (const [v, schema] of variants(r.body!).entries()) {
          for (const role of ['angajat', 'admin']) {
            const send = async (body: unknown, what: string) => {
              const res = await s.t.call(r.method, r.path, {
                token: s.tokens[role],
                raw: toJson(body),
                headers: { 'content-type': 'application/json' },
              });
              tally.check(res, r.key, `${role} ${what} body=${toJson(body).slice(0, 200)}`);
              return res;
            };
            const base = baseline(schema, knownFor(s.ids, r.key, v, role));
            if (!NO_BASELINE.has(r.key)) {
              const answer = await send(base, 'baseline');
              baselineStatus.set(`${r.key}#${v} ${role}`, answer.status);
              // A route this role may not call answers its access check before reading the body
              // (server/http/auth.ts, onRequest): every garbage would get the same 403 'access'.
              if (answer.body.reason === 'access') {
                refused.add(`${r.key} ${role}`);
                continue;
              }
            }
            for (const m of mutations(base)) {
              if (NO_BASELINE.has(r.key) && typeof m.value === 'string' && INSTANT.test(m.value)) continue; // a valid instant would move the clock
              seen.add(`${r.key}|${m.field}|${label(m.value)}|${role}`);
              await send(m.body, `${m.field}=${label(m.value)}`);
            }
          }
        }
      }
      // Every setting, not only the baseline's, in both buildings: odd but valid values stay for the later tests.
      for (const name of [...NUMERIC_SETTINGS, ...STRING_SETTINGS]) {
        for (const building of ['1', '2']) {
          for (const { value } of GARBAGE) {
            const body = { name, value, building };
            tally.check(
              await s.t.call('POST', '/api/config/update', {
                token: s.tokens.admin,
                raw: toJson(body),
                headers: { 'content-type': 'application/json' },
              }),
              'POST /api/config/update',
              toJson(body).slice(0, 200),
            );
          }
        }
      }
      console.info(
        `body fuzz: ${tally.total} requests to ${tally.sent.size} routes in ${Date.now() - started} ms (${refused.size} route × role refused by access, not fuzzed)`,
      );
      expect(tally.failures).toEqual([]);
      // Every JSON route was reached, and the day with a time went into an otherwise valid desk booking.
      for (const r of bodyRoutes) expect(tally.sent.get(r.key) ?? 0, r.key).toBeGreaterThan(0);
      // Every route's garbage reached its validation as the administrator, whom no body route refuses.
      expect([...refused].filter((k) => k.endsWith(' admin'))).toEqual([]);
      expect(baselineStatus.get('POST /api/reservations/desks/update#1 angajat')).toBe(200);
      expect(baselineStatus.get('POST /api/reservations/desks/random#0 angajat')).toBe(200);
      expect(baselineStatus.get('POST /api/reservations/conference-rooms/update#1 angajat')).toBe(200);
      expect(seen).toContain('POST /api/reservations/desks/update|reservationDate|"2027-03-10T00:00:00Z"|angajat');
      for (const kind of ['type', 'number', 'date']) expect(GARBAGE.some((x) => x.kind === kind)).toBe(true);
    },
  );

  it('after the fuzz the administrator is still logged in and an employee can still book a desk', async () => {
    const me = await s.t.call('GET', '/api/users/verify/', { token: s.tokens.admin });
    expect(me.body).toMatchObject({ err: 0, payload: { username: 'admin' } });
    // With the odd but valid settings the fuzz left (maxDaysDesk 1, say), a booking may be refused: in the envelope.
    const odd = await s.t.call('POST', '/api/reservations/desks/update', {
      token: s.tokens.angajat,
      body: { deskId: await freeItDesk(s.t, '2026-03-11'), reservationDate: '2026-03-11' },
    });
    expectEnvelope(odd, 'booking under the fuzzed settings');
    // Then every setting goes back to its value before the fuzz through the API (which must still take
    // it), those the fuzz added to the building's capacity (the meaning of "unset"), and booking must work.
    const capacity = (b: string) => settingsBefore.find((x) => x.building === b && x.name === 'maxParkingSpaces')!.value;
    const now = (await s.t.call('GET', '/api/config', { token: s.tokens.admin })).body.payload as typeof settingsBefore;
    const restore = [
      ...settingsBefore.filter((x) => x.name !== 'maxPermanentAccesCars'),
      ...now
        .filter((x) => !settingsBefore.some((b) => b.building === x.building && b.name === x.name))
        .map((x) => ({ ...x, value: capacity(x.building) })),
      ...settingsBefore.filter((x) => x.name === 'maxPermanentAccesCars'), // last: it may not exceed maxParkingSpaces
    ];
    for (const p of restore)
      expect((await s.t.call('POST', '/api/config/update', { token: s.tokens.admin, body: p })).body.message, p.name).toBeUndefined();
    await expectEmployeeStillBooks(s);
  });
});

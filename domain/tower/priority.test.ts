import { describe, expect, it } from 'vitest';
import { TYPE } from './engine.js';
import {
  arrivalSpace,
  keepsAny,
  keptSpaces,
  NO_PRIORITY,
  planType,
  prioritySettings,
  prioritySpacesOfDay,
  roundPlan,
  type Candidate,
  type PrioritySpaces,
} from './priority.js';

// The round of decisions §7 with the priority spaces of §26, as a table: who gets a space, which
// one, in what order, and the rule that decided.

/** A waiting request: e electric car, a needs an accessible space; minute orders equal scores. */
const req = (id: string, minute: number, kinds = '', userId = id): Candidate => ({
  id,
  userId,
  dateAdded: new Date(Date.UTC(2026, 2, 2, 8, minute)),
  electric: kinds.includes('e'),
  accessible: kinds.includes('a'),
});
const scores: Record<string, number> = { ion: 2, dan: 1 };
const score = (u: string) => scores[u] ?? 0;
const kept = (electric: number, accessible: number): PrioritySpaces => ({ electric, accessible });

/** The plan as id → 'kind' for a priority space, 'general', or '-' for none, in the plan's order. */
const shown = (waiting: Candidate[], free: number, k: PrioritySpaces) =>
  roundPlan(waiting, free, k, score).map((e) => `${e.request.id}:${e.granted ? (e.priority ?? 'general') : '-'}`);

describe('the round order of §7 (no priority spaces)', () => {
  it('serves the lowest indiscipline first, then the earliest request', () => {
    const waiting = [req('a', 1, '', 'ion'), req('b', 5, '', 'ana'), req('c', 0, '', 'dan'), req('d', 3, '', 'eva')];
    expect(shown(waiting, 3, NO_PRIORITY)).toEqual(['d:general', 'b:general', 'c:general', 'a:-']);
  });

  it('grants nothing when no space is free, and everything when there is room', () => {
    const waiting = [req('a', 1), req('b', 5)];
    expect(shown(waiting, 0, NO_PRIORITY)).toEqual(['a:-', 'b:-']);
    expect(shown(waiting, -3, NO_PRIORITY)).toEqual(['a:-', 'b:-']);
    expect(shown(waiting, 10, NO_PRIORITY)).toEqual(['a:general', 'b:general']);
  });

  it('numbers the order from 1 and gives the types of each round', () => {
    const plan = roundPlan([req('a', 1), req('b', 2), req('c', 3)], 1, NO_PRIORITY, score);
    expect(plan.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(plan.map((e) => planType('first', e.granted))).toEqual([TYPE.first, TYPE.queue, TYPE.queue]);
    expect(plan.map((e) => planType('second', e.granted))).toEqual([TYPE.second, TYPE.notAllocated, TYPE.notAllocated]);
  });
});

describe('priority spaces (decisions §26)', () => {
  // Five requests in time order: p plain, e electric, a accessible, b both, q plain.
  const five = [req('p', 1), req('e', 2, 'e'), req('a', 3, 'a'), req('b', 4, 'ea'), req('q', 5)];
  const table: [string, number, PrioritySpaces, string[]][] = [
    ['no priority: the first in order', 2, kept(0, 0), ['p:general', 'e:general', 'a:-', 'b:-', 'q:-']],
    ['one electric space: the first electric car, then the order', 2, kept(1, 0), ['p:general', 'e:electric', 'a:-', 'b:-', 'q:-']],
    ['one accessible space goes past two earlier requests', 2, kept(0, 1), ['p:general', 'e:-', 'a:accessible', 'b:-', 'q:-']],
    ['both kinds', 3, kept(1, 1), ['p:general', 'e:electric', 'a:accessible', 'b:-', 'q:-']],
    ['every space kept: the matching ones only', 2, kept(1, 1), ['p:-', 'e:electric', 'a:accessible', 'b:-', 'q:-']],
    [
      'more matching requests than priority spaces: the rest by order',
      3,
      kept(2, 0),
      ['p:general', 'e:electric', 'a:-', 'b:electric', 'q:-'],
    ],
    [
      'fewer matching requests than priority spaces: the unclaimed ones go to everyone',
      4,
      kept(0, 3),
      ['p:general', 'e:general', 'a:accessible', 'b:accessible', 'q:-'],
    ],
  ];
  it.each(table)('%s', (_name, free, k, expected) => {
    expect(shown(five, free, k)).toEqual(expected);
  });

  it('a person who both needs an accessible space and drives an electric car takes an electric one first', () => {
    const waiting = [req('b', 1, 'ea'), req('a', 2, 'a'), req('p', 3)];
    expect(shown(waiting, 2, kept(1, 1))).toEqual(['b:electric', 'a:accessible', 'p:-']);
    // With accessible spaces only, they take one of those.
    expect(shown(waiting, 2, kept(0, 1))).toEqual(['b:accessible', 'a:general', 'p:-']);
  });

  it('never more spaces than free: the kept ones are cut, electric first', () => {
    expect(shown(five, 1, kept(1, 1))).toEqual(['p:-', 'e:-', 'a:accessible', 'b:-', 'q:-']);
    expect(prioritySpacesOfDay(3, kept(2, 2))).toEqual(kept(1, 2));
    expect(prioritySpacesOfDay(1, kept(2, 2))).toEqual(kept(0, 1));
    expect(prioritySpacesOfDay(10, kept(2, 2))).toEqual(kept(2, 2));
    expect(prioritySpacesOfDay(-1, kept(2, 2))).toEqual(kept(0, 0));
  });

  it("reads building 2's two settings, and keeps none of a day cut to nothing (§7's round then)", () => {
    expect(prioritySettings({ electricSpaces: 3, accessibleSpaces: 1 })).toEqual(kept(3, 1));
    expect(keepsAny(prioritySpacesOfDay(10, prioritySettings({ electricSpaces: 0, accessibleSpaces: 0 })))).toBe(false);
    expect(keepsAny(prioritySpacesOfDay(0, kept(2, 2)))).toBe(false);
    expect(keepsAny(prioritySpacesOfDay(1, kept(0, 2)))).toBe(true);
    expect(keepsAny(NO_PRIORITY)).toBe(false);
  });

  it('keeps only the priority spaces not already held', () => {
    expect(keptSpaces(kept(2, 1), kept(1, 1), 10)).toEqual(kept(1, 0));
    expect(keptSpaces(kept(2, 1), kept(3, 0), 10)).toEqual(kept(0, 1));
    expect(keptSpaces(kept(2, 2), kept(0, 0), 3)).toEqual(kept(1, 2));
  });

  it('indiscipline still orders the matching requests among themselves', () => {
    const waiting = [req('e1', 1, 'e', 'ion'), req('e2', 9, 'e', 'ana'), req('p', 2)];
    expect(shown(waiting, 1, kept(1, 0))).toEqual(['p:-', 'e2:electric', 'e1:-']);
  });
});

describe('the rule that decided', () => {
  const rules = (waiting: Candidate[], free: number, k: PrioritySpaces) =>
    Object.fromEntries(roundPlan(waiting, free, k, score).map((e) => [e.request.id, e.rule]));

  it('indiscipline when the scores differ at the cut, time when they tie', () => {
    // ana (0) at minute 5, eva (0) at minute 3, ion (2) at minute 1: one space.
    const waiting = [req('i', 1, '', 'ion'), req('a', 5, '', 'ana'), req('e', 3, '', 'eva')];
    expect(rules(waiting, 1, NO_PRIORITY)).toEqual({ e: 'time', a: 'time', i: 'indiscipline' });
    expect(rules(waiting, 2, NO_PRIORITY)).toEqual({ e: 'indiscipline', a: 'indiscipline', i: 'indiscipline' });
  });

  it('nothing decided when everyone got a space or no space was free', () => {
    expect(rules([req('a', 1), req('b', 2)], 5, NO_PRIORITY)).toEqual({ a: null, b: null });
    expect(rules([req('a', 1), req('b', 2)], 0, NO_PRIORITY)).toEqual({ a: null, b: null });
  });

  it('a priority space, for the one who got it and the one it passed', () => {
    expect(rules([req('p', 1), req('e', 2, 'e')], 1, kept(1, 0))).toEqual({ e: 'electric', p: 'electric' });
  });
});

describe('a request that takes a free space at once', () => {
  const plain = { electric: false, accessible: false };
  const none = { electric: false, accessible: false };
  it('takes a kept space of its kind', () => {
    expect(arrivalSpace({ electric: true, accessible: false }, 2, kept(1, 0), none)).toEqual({ priority: 'electric' });
    expect(arrivalSpace({ electric: true, accessible: true }, 2, kept(0, 1), none)).toEqual({ priority: 'accessible' });
  });
  it('takes a kept space of another kind only when no request of that kind waits', () => {
    expect(arrivalSpace(plain, 1, kept(1, 0), none)).toEqual({ priority: null });
    expect(arrivalSpace(plain, 1, kept(1, 0), { electric: true, accessible: false })).toBe(false);
    expect(arrivalSpace(plain, 2, kept(1, 0), { electric: true, accessible: false })).toEqual({ priority: null });
  });
  it('takes nothing when no space is free', () => {
    expect(arrivalSpace({ electric: true, accessible: true }, 0, kept(1, 1), none)).toBe(false);
  });
});

describe('what holds for any round', () => {
  // A small seeded generator: the same thousand rounds on every run.
  let seed = 47;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  it('never more spaces than free, every kept space to a matching request while one waits, the rest in order', () => {
    for (let round = 0; round < 1000; round++) {
      const waiting = Array.from({ length: next(12) }, (_, i) => req(`r${i}`, next(60), ['', 'e', 'a', 'ea'][next(4)], `u${next(6)}`));
      const free = next(10);
      const k = kept(next(4), next(4));
      const plan = roundPlan(waiting, free, k, (u) => Number(u.slice(1)) % 3);
      const granted = plan.filter((e) => e.granted);
      expect(granted).toHaveLength(Math.min(free, waiting.length));
      const cut = prioritySpacesOfDay(free, k);
      for (const kind of ['electric', 'accessible'] as const) {
        const holders = plan.filter((e) => e.priority === kind);
        expect(holders.length).toBeLessThanOrEqual(cut[kind]);
        // A kind's kept space left to others only when no request of that kind is left out.
        if (holders.length < cut[kind])
          expect(plan.some((e) => !e.granted && (kind === 'electric' ? e.request.electric : e.request.accessible))).toBe(false);
        for (const h of holders) expect(kind === 'electric' ? h.request.electric : h.request.accessible).toBe(true);
      }
      // Without a priority space, nobody left out is before anybody served.
      const general = plan.filter((e) => e.granted && !e.priority);
      const leftOut = plan.filter((e) => !e.granted);
      if (general.length && leftOut.length) expect(Math.max(...general.map((e) => e.position))).toBeLessThan(leftOut[0]!.position);
    }
  });
});

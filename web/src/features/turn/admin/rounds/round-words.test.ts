import { describe, expect, it } from 'vitest';
import { TYPE } from '@domain/tower/engine.js';
import type { RoundEntry } from '@/api/tower-rounds.js';
import { translate } from '@/i18n/i18n.js';
import { towerRounds, type TowerRoundsKey } from '@/i18n/tower-rounds.js';
import type { Translate } from '@/i18n/use-t.js';
import { entryCells, openingRoundsDay, priorityKey, requestTime, ruleKey, workingDayFrom } from './round-words.js';

const t: Translate<TowerRoundsKey> = (key, values) => translate(towerRounds, key, values);

const entry = (o: Partial<RoundEntry> = {}): RoundEntry => ({
  position: 3,
  requestId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  userId: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ana Popescu',
  licensePlate: 'B123ABC',
  indiscipline: 1,
  dateAdded: '2026-03-02T08:04:07.000Z',
  electric: false,
  accessible: false,
  priority: null,
  outcome: TYPE.queue,
  rule: 'indiscipline',
  ...o,
});

describe("the days of the rounds' section", () => {
  it('opens on the next working day, over a weekend on Monday', () => {
    expect(openingRoundsDay('2026-03-04')).toBe('2026-03-05');
    expect(openingRoundsDay('2026-03-06')).toBe('2026-03-09');
    expect(openingRoundsDay('2026-03-07')).toBe('2026-03-09');
  });

  it('steps a working day at a time', () => {
    expect(workingDayFrom('2026-03-09', -1)).toBe('2026-03-06');
    expect(workingDayFrom('2026-03-06', 1)).toBe('2026-03-09');
    expect(workingDayFrom('2026-03-04', -1)).toBe('2026-03-03');
  });
});

describe("the words of a round's entries", () => {
  it('names each priority and each rule, and nothing when there is none', () => {
    expect(t(priorityKey('electric'))).toBe('Mașină electrică');
    expect(t(priorityKey('accessible'))).toBe('Loc accesibil');
    expect(t(priorityKey(null))).toBe('—');
    expect(['indiscipline', 'time', 'electric', 'accessible', null].map((r) => t(ruleKey(r as RoundEntry['rule'])))).toEqual([
      'Indisciplina',
      'Ora cererii',
      'Loc pentru mașini electrice',
      'Loc accesibil',
      'Fără concurență',
    ]);
  });

  it("says an entry's cells, the outcome in the tower's type labels, the time to the second in Bucharest", () => {
    expect(requestTime('2026-03-02T08:04:07.000Z', 'ro')).toBe('02.03.2026 10:04:07');
    expect(entryCells(entry(), t, 'ro')).toEqual({
      position: '3',
      name: 'Ana Popescu',
      plate: 'B123ABC',
      indiscipline: '1',
      dateAdded: '02.03.2026 10:04:07',
      eligible: '—',
      priority: '—',
      outcome: 'În așteptare',
      rule: 'Indisciplina',
    });
    const won = entryCells(
      entry({ electric: true, accessible: true, priority: 'accessible', outcome: TYPE.first, rule: 'accessible' }),
      t,
      'ro',
    );
    expect([won.eligible, won.priority, won.outcome, won.rule]).toEqual([
      'Mașină electrică, Loc accesibil',
      'Loc accesibil',
      'Rezervare prima rundă',
      'Loc accesibil',
    ]);
    expect(entryCells(entry({ outcome: TYPE.notAllocated, rule: null }), t, 'ro').outcome).toBe('Nealocat');
  });
});

import { addDays, bucharestClock, isWeekday } from '@domain/time.js';
import type { Round, RoundEntry } from '@/api/tower-rounds.js';
import { formatDayTime, formatNumber } from '@/i18n/dates.js';
import type { Language } from '@/i18n/language.js';
import type { TowerRoundsKey } from '@/i18n/tower-rounds.js';
import type { Translate } from '@/i18n/use-t.js';
import { typeShown } from '../admin-words.js';

// The pure words and days of the rounds' section (decisions §26): which catalogue key says a
// round, a priority and a rule, and which day the section opens on.

export const ROUND_KEY: Readonly<Record<Round['round'], TowerRoundsKey>> = {
  first: 'towerRounds.round.first',
  second: 'towerRounds.round.second',
};

const PRIORITY_KEY: Readonly<Record<NonNullable<RoundEntry['priority']>, TowerRoundsKey>> = {
  electric: 'towerRounds.priority.electric',
  accessible: 'towerRounds.priority.accessible',
};

const RULE_KEY: Readonly<Record<NonNullable<RoundEntry['rule']>, TowerRoundsKey>> = {
  indiscipline: 'towerRounds.rule.indiscipline',
  time: 'towerRounds.rule.time',
  electric: 'towerRounds.rule.electric',
  accessible: 'towerRounds.rule.accessible',
};

/** The priority space an entry got, in words ('Mașină electrică', 'Loc accesibil'); none: '—'. */
export const priorityKey = (p: RoundEntry['priority']): TowerRoundsKey => (p ? PRIORITY_KEY[p] : 'towerRounds.none');

/** What decided an entry's place; nothing had to (no contest): its own words. */
export const ruleKey = (r: RoundEntry['rule']): TowerRoundsKey => (r ? RULE_KEY[r] : 'towerRounds.rule.none');

/** The working day after `day` (`step` 1) or before it (-1). */
export function workingDayFrom(day: string, step: 1 | -1): string {
  let d = addDays(day, step);
  while (!isWeekday(d)) d = addDays(d, step);
  return d;
}

/**
 * The day the section opens on: the next working day. Its rounds are the ones an administrator
 * asks about (its first round ran at the Friday cut-off, its second at today's deadline, after
 * which its parking list went out); today's ran yesterday and are a step back.
 */
export const openingRoundsDay = (today: string): string => workingDayFrom(today, 1);

/** A request's time to the second, on Bucharest's clock: requests a minute apart are ordered by it. */
export function requestTime(iso: string, language: Language): string {
  const instant = new Date(iso);
  return `${formatDayTime(instant, language)}:${String(bucharestClock(instant).second).padStart(2, '0')}`;
}

/** The columns of a round's table, in order. */
export const ENTRY_COLUMNS = ['position', 'name', 'plate', 'indiscipline', 'dateAdded', 'eligible', 'priority', 'outcome', 'rule'] as const;
export type EntryColumn = (typeof ENTRY_COLUMNS)[number];

/** An entry's cells as shown, by column: the outcome in the tower's type labels (the console's catalogue). */
export function entryCells(e: RoundEntry, t: Translate<TowerRoundsKey>, language: Language): Record<EntryColumn, string> {
  const eligible = [e.electric && t('towerRounds.priority.electric'), e.accessible && t('towerRounds.priority.accessible')].filter(Boolean);
  return {
    position: formatNumber(e.position, language),
    name: e.name,
    plate: e.licensePlate,
    indiscipline: formatNumber(e.indiscipline, language),
    dateAdded: requestTime(e.dateAdded, language),
    eligible: eligible.length ? eligible.join(', ') : t('towerRounds.none'),
    priority: t(priorityKey(e.priority)),
    outcome: typeShown(e.outcome),
    rule: t(ruleKey(e.rule)),
  };
}

import type { ParkingStanding } from '@domain/schemas/tower-standing.js';
import { TYPE } from '@domain/tower/engine.js';
import { translate } from '@/i18n/i18n.js';
import { towerStanding, type TowerStandingKey } from '@/i18n/tower-standing.js';
import { momentText } from './request-outcome.js';

// The day dialog's sentences on a request's standing (#47, decisions §26), from
// GET /reservations/parking/standing. The Romanian ordinal agrees with 'cererea' (feminine: 'prima',
// 'a 27-a'), not with the person, whose gender the product does not know (docs/decisions/tower.md);
// the plurals ('41 de cereri', '101 cereri') are the catalogue's, by the language's plural rules.

type Rule = NonNullable<ParkingStanding['rule']>;

/** A winner's rule and a left-out request's differ only for the priority spaces. */
const RULE_GOT: Record<Rule, TowerStandingKey> = {
  indiscipline: 'towerStanding.rule.indiscipline',
  time: 'towerStanding.rule.time',
  electric: 'towerStanding.rule.electricGot',
  accessible: 'towerStanding.rule.accessibleGot',
};
const RULE_LEFT_OUT: Record<Rule, TowerStandingKey> = {
  ...RULE_GOT,
  electric: 'towerStanding.rule.electricKept',
  accessible: 'towerStanding.rule.accessibleKept',
};

/**
 * What the dialog says of a request's standing: its place in the last round that ranked it and the
 * rule that decided, or, for a request still waiting for its first ranking, when that round runs
 * (`decidedAt`). Nothing for a request no round ranked otherwise (one that took a free space at once).
 */
export function standingLines(s: ParkingStanding | undefined, type: number, decidedAt: Date | null): string[] {
  if (!s) return []; // not loaded yet: nothing rather than a sentence the answer may contradict
  if (s.round === null || s.position === null || s.requests === null || s.open === null) {
    return type === TYPE.queue && decidedAt ? [translate(towerStanding, 'towerStanding.notYet', { moment: momentText(decidedAt) })] : [];
  }
  const values = { round: s.round, position: s.position, requests: s.requests, open: s.open };
  const lines = [
    translate(
      towerStanding,
      s.open === 0 ? 'towerStanding.noSpace' : s.requests === 1 ? 'towerStanding.only' : 'towerStanding.place',
      values,
    ),
  ];
  const got = s.outcome === TYPE.first || s.outcome === TYPE.second;
  if (s.rule) lines.push(translate(towerStanding, (got ? RULE_GOT : RULE_LEFT_OUT)[s.rule]));
  // Still waiting after the first round: the state says 'În așteptare'; this says for what.
  if (s.round === 'first' && s.outcome === TYPE.queue) lines.push(translate(towerStanding, 'towerStanding.waitsSecond'));
  return lines;
}

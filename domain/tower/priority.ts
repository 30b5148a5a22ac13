import { rank, TYPE, type RequestType, type Waiting } from './engine.js';

// Priority spaces of the tower (decisions §26) as pure functions: how many a day keeps for
// electric cars and for people who need an accessible space, and a round's whole order with
// who got which space and the rule that decided. With no priority spaces it is §7's round.

export const PRIORITY_KINDS = ['electric', 'accessible'] as const;
export type PriorityKind = (typeof PRIORITY_KINDS)[number];

/** What decided a request's place in a round: its indiscipline, its time, a priority space, or nothing (no contest). */
export type RoundRule = 'indiscipline' | 'time' | PriorityKind | null;

export interface Candidate extends Waiting {
  /** The request's car is electric. */
  electric: boolean;
  /** The requester needs an accessible space. */
  accessible: boolean;
}

export interface PrioritySpaces {
  electric: number;
  accessible: number;
}

export const NO_PRIORITY: PrioritySpaces = Object.freeze({ electric: 0, accessible: 0 });

/** Building 2's two settings (decisions §26) as the priority spaces they ask for. */
export const prioritySettings = (s: { electricSpaces: number; accessibleSpaces: number }): PrioritySpaces => ({
  electric: s.electricSpaces,
  accessible: s.accessibleSpaces,
});

/** Whether a day keeps any priority space: without one, its rounds and arrivals are §7's and read no more. */
export const keepsAny = (p: PrioritySpaces): boolean => p.electric + p.accessible > 0;

/**
 * The priority spaces of a day with `open` spaces: the settings, cut to the open spaces when they
 * would not fit, electric first (an accessible space is the harder need to meet elsewhere).
 */
export function prioritySpacesOfDay(open: number, settings: PrioritySpaces): PrioritySpaces {
  const n = Math.max(0, open);
  const accessible = Math.min(Math.max(0, settings.accessible), n);
  return { accessible, electric: Math.min(Math.max(0, settings.electric), n - accessible) };
}

/**
 * The priority spaces a day still keeps: its priority spaces less those already held by matching
 * requests, within the `free` spaces (cut electric first, as the day's).
 */
export function keptSpaces(day: PrioritySpaces, held: PrioritySpaces, free: number): PrioritySpaces {
  return prioritySpacesOfDay(free, {
    electric: day.electric - held.electric,
    accessible: day.accessible - held.accessible,
  });
}

export const matches = (r: Pick<Candidate, 'electric' | 'accessible'>, kind: PriorityKind): boolean =>
  kind === 'electric' ? r.electric : r.accessible;

export interface RoundEntry<T extends Candidate> {
  request: T;
  /** 1-based place in the round's order (indiscipline, then time). */
  position: number;
  granted: boolean;
  /** The priority space it got, if any. */
  priority: PriorityKind | null;
  rule: RoundRule;
}

/**
 * A round's whole order (decisions §26): the ranked waiting requests; the kept electric spaces go
 * to the first electric cars in that order, then the kept accessible spaces to the first people
 * who need one (a person who is both takes an electric space first, leaving the accessible ones
 * to others), then every space left, kept ones unclaimed included, to everyone in order.
 */
export function roundPlan<T extends Candidate>(
  waiting: T[],
  free: number,
  kept: PrioritySpaces,
  sortingScore: (userId: string) => number,
): RoundEntry<T>[] {
  const ranked = rank(waiting, sortingScore);
  const spaces = Math.max(0, free);
  const k = prioritySpacesOfDay(spaces, kept);
  const priority = new Map<string, PriorityKind>();
  for (const kind of PRIORITY_KINDS) {
    let left = k[kind];
    for (const r of ranked) {
      if (left === 0) break;
      if (!priority.has(r.id) && matches(r, kind)) {
        priority.set(r.id, kind);
        left--;
      }
    }
  }
  let general = spaces - priority.size;
  const granted = new Set(priority.keys());
  const generalWinners: T[] = [];
  for (const r of ranked) {
    if (general === 0) break;
    if (granted.has(r.id)) continue;
    granted.add(r.id);
    generalWinners.push(r);
    general--;
  }
  const firstLoser = ranked.find((r) => !granted.has(r.id));
  const lastWinner = generalWinners.at(-1);
  const byScore = (better: T, worse: T): RoundRule => (sortingScore(better.userId) < sortingScore(worse.userId) ? 'indiscipline' : 'time');
  return ranked.map((r, i) => {
    const kind = priority.get(r.id) ?? null;
    let rule: RoundRule;
    if (kind) rule = kind;
    else if (granted.has(r.id)) rule = firstLoser ? byScore(r, firstLoser) : null;
    else if (lastWinner) rule = byScore(lastWinner, r);
    else
      rule =
        ranked
          .slice(i + 1)
          .map((x) => priority.get(x.id))
          .find((x) => x) ?? null;
    return { request: r, position: i + 1, granted: granted.has(r.id), priority: kind, rule };
  });
}

/** The type a round gives a request of its plan: granted in that round, else waiting (first) or not allocated (second). */
export function planType(round: 'first' | 'second', granted: boolean): RequestType {
  if (granted) return round === 'first' ? TYPE.first : TYPE.second;
  return round === 'first' ? TYPE.queue : TYPE.notAllocated;
}

/**
 * Whether a request arriving when the day has `free` spaces may take one at once (decisions §26):
 * not when every free space is kept for a kind it does not match while a request of that kind
 * waits. Answers the priority space it takes (when it matches a kept kind), or false.
 */
export function arrivalSpace(
  arriving: Pick<Candidate, 'electric' | 'accessible'>,
  free: number,
  kept: PrioritySpaces,
  waitingOfKind: Record<PriorityKind, boolean>,
): { priority: PriorityKind | null } | false {
  if (free <= 0) return false;
  for (const kind of PRIORITY_KINDS) if (kept[kind] > 0 && matches(arriving, kind)) return { priority: kind };
  const keptForWaiting = PRIORITY_KINDS.reduce((n, kind) => n + (waitingOfKind[kind] ? kept[kind] : 0), 0);
  return free > keptForWaiting ? { priority: null } : false;
}

import { parseDeskId } from '../../domain/floors/geometry.js';
import { canEnter, OFFICE } from '../../domain/buildings.js';
import { randomDeskOffered } from '../../domain/desks/rules.js';
import type { ReasonCode } from '../../domain/reasons.js';
import { chooseDesk, type CandidateDesk, type NoDeskWhy } from '../../domain/week/desk-choice.js';
import { PATTERN_REASON } from '../../domain/week/messages.js';
import { sqlConstraint, sqlState, UNIQUE_VIOLATION, type Queryable } from '../db/connection.js';
import type { Wakers } from '../context.js';
import { bookWithin, tellBooked } from '../desk-reservations/book-service.js';
import { AppError } from '../errors.js';
import { actorOf, callerOf, memberOf } from '../identity/actor.js';
import { groupsOf } from '../identity/policy.js';
import type { UserRow } from '../identity/user-row.js';
import {
  claimPatternDay,
  clearMiss,
  groupNames,
  placedDesks,
  recordMisses,
  takenDesks,
  type PatternRow,
  type PlacedDeskRow,
} from './pattern-queries.js';

// The work pattern's automatic desk booking of one person (decisions §20), inside the caller's
// transaction: for the nightly job (server/week/pattern-job.ts) and at once after a person saves
// (pattern-service.ts). Each day: the domain's choice (chooseDesk), then the person's own booking
// code (bookWithin: every rule holds), with source 'pattern' and a row in pattern_days, in a
// savepoint so that a day refused or lost to a race leaves nothing behind and the others go on.

/** What the booking knows of the office: the desks with their places, the groups' names, and the desks taken each day. */
export interface PatternWorld {
  desks: Map<string, PlacedDeskRow>;
  byGroup: Map<string, PlacedDeskRow[]>;
  groupNames: Map<string, string>;
  /** 'day|deskId' of live reservations; the booking adds what it books, and what it finds taken. */
  taken: Set<string>;
}

/** The office's desks and groups (once per run). */
export async function loadOffice(q: Queryable): Promise<Omit<PatternWorld, 'taken'>> {
  const desks = await placedDesks(q);
  const byGroup = new Map<string, PlacedDeskRow[]>();
  for (const d of desks) for (const g of d.groups_id_list) byGroup.set(g, [...(byGroup.get(g) ?? []), d]);
  return { desks: new Map(desks.map((d) => [d.desk_id, d])), byGroup, groupNames: await groupNames(q) };
}

/** The office with the desks taken on these days, read now. */
export async function loadWorld(q: Queryable, days: string[], office?: Omit<PatternWorld, 'taken'>): Promise<PatternWorld> {
  return { ...(office ?? (await loadOffice(q))), taken: await takenDesks(q, days) };
}

export interface PatternOutcome {
  booked: { day: string; deskId: string; floor: number }[];
  notBooked: { day: string; reason: ReasonCode }[];
}

/** Whether the person's pattern may book desks at all: a valid person who may enter building 1. */
export const booksDesks = (user: UserRow): boolean => user.valid && canEnter(actorOf(user), OFFICE);

const candidate = (d: PlacedDeskRow, free: boolean): CandidateDesk => ({
  deskId: d.desk_id,
  floor: d.floor,
  x: d.x,
  y: d.y,
  groupsIdList: d.groups_id_list,
  type: d.type,
  manager: d.manager,
  free,
});

/** The favourites that exist and the desks of the main group, each free or not that day. */
function candidatesOf(world: PatternWorld, pattern: PatternRow, mainGroup: string | null, day: string): CandidateDesk[] {
  const seen = new Map<string, CandidateDesk>();
  const add = (d: PlacedDeskRow | undefined) => {
    if (d && !seen.has(d.desk_id)) seen.set(d.desk_id, candidate(d, !world.taken.has(`${day}|${d.desk_id}`)));
  };
  for (const id of pattern.desks) add(world.desks.get(id));
  for (const d of (mainGroup && world.byGroup.get(mainGroup)) || []) add(d);
  return [...seen.values()];
}

/** Who books, as the choice sees them: their groups, main group, and whether that group offers a random desk. */
interface Chooser {
  person: { uuid: string; groups: string[]; mainGroup: string | null };
  randomOffered: boolean;
}

function chooserOf(world: PatternWorld, user: UserRow): Chooser {
  const person = { uuid: user.uuid, groups: groupsOf(user), mainGroup: memberOf(user).mainGroup };
  return {
    person,
    randomOffered: randomDeskOffered(person.mainGroup ? world.groupNames.get(person.mainGroup) : undefined, person.groups.length > 0),
  };
}

function choose(world: PatternWorld, pattern: PatternRow, who: Chooser, day: string) {
  return chooseDesk({ favourites: pattern.desks, desks: candidatesOf(world, pattern, who.person.mainGroup, day), ...who });
}

const missReason = (why: NoDeskWhy): ReasonCode => (why === 'noFreeDesk' ? PATTERN_REASON.noFreeDesk : PATTERN_REASON.onlyFavourites);

/**
 * Why the day cannot be booked as the world is known (no desk open to the person is free), or null
 * when a desk would be chosen: the nightly job books in a transaction only the days with a desk to
 * try, and notes the others' misses in one statement (a night with no desk free costs no transaction).
 */
export function foreseenMiss(world: PatternWorld, user: UserRow, pattern: PatternRow, day: string): ReasonCode | null {
  const choice = choose(world, pattern, chooserOf(world, user), day);
  return choice.deskId === null ? missReason(choice.why) : null;
}

const SAVEPOINT = 'pattern_day';
/** A desk lost to someone booking it at the same moment is chosen again, a few times at most. */
const MAX_TRIES = 3;

/**
 * Books the pattern's desk on each of `days` (the caller left out the days held, absent or booked
 * by the pattern before). Answers what was booked and what could not be, and why; the misses are
 * remembered for the Friday e-mail.
 */
export async function bookPatternDays(
  tx: Queryable,
  world: PatternWorld,
  user: UserRow,
  pattern: PatternRow,
  days: string[],
  now: Date,
  publicUrl: string,
  wakers: Wakers,
): Promise<PatternOutcome> {
  const out: PatternOutcome = { booked: [], notBooked: [] };
  const me = callerOf(user);
  const who = chooserOf(world, user);
  const { person } = who;
  for (const day of days) {
    let reason: ReasonCode | null = null;
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const choice = choose(world, pattern, who, day);
      if (choice.deskId === null) {
        reason = missReason(choice.why);
        break;
      }
      const deskId = choice.deskId;
      await tx.query(`SAVEPOINT ${SAVEPOINT}`);
      try {
        // Claimed first: a second process, or the person's own save at the same moment, finds the day taken.
        if (!(await claimPatternDay(tx, user.uuid, day))) {
          await tx.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
          reason = null;
          break;
        }
        const input = { deskId, reservationDate: day, groupId: person.mainGroup ?? undefined, source: 'pattern' as const };
        const row = await bookWithParking(tx, me, input, pattern.parking && user.parking_right, now);
        await tellBooked(tx, wakers, publicUrl, row, now);
        await clearMiss(tx, user.uuid, day);
        await tx.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
        world.taken.add(`${day}|${deskId}`);
        out.booked.push({ day, deskId, floor: world.desks.get(deskId)?.floor ?? parseDeskId(deskId)?.floor ?? 0 });
        reason = null;
        break;
      } catch (e) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
        if (sqlState(e) === UNIQUE_VIOLATION && sqlConstraint(e) === 'desk_reservations_one_per_desk_day') {
          world.taken.add(`${day}|${deskId}`);
          reason = PATTERN_REASON.noFreeDesk;
          continue;
        }
        // The person booked that day themselves meanwhile: nothing to do.
        if (sqlState(e) === UNIQUE_VIOLATION && sqlConstraint(e) === 'desk_reservations_one_per_person_day') {
          reason = null;
          break;
        }
        // The person holds a desk that day after all (booked since the day was read): nothing to do.
        if (e instanceof AppError && e.reason === 'desk.selfHasBooking') {
          reason = null;
          break;
        }
        if (e instanceof AppError && e.reason) {
          reason = e.reason;
          if (e.reason === 'desk.taken') {
            world.taken.add(`${day}|${deskId}`);
            continue;
          }
          break;
        }
        throw e;
      }
    }
    if (reason) {
      await recordMisses(tx, [{ uuid: user.uuid, day, reason }], now);
      out.notBooked.push({ day, reason });
    }
  }
  return out;
}

/** The booking with a parking spot when asked and one is free, else without (decisions §20). */
async function bookWithParking(
  tx: Queryable,
  me: ReturnType<typeof callerOf>,
  input: Parameters<typeof bookWithin>[2],
  parking: boolean,
  now: Date,
) {
  if (parking) {
    try {
      return await bookWithin(tx, me, { ...input, parkingSpot: true }, now);
    } catch (e) {
      // The spot is checked before anything is written (takeParkingSpot): the transaction is intact.
      if (!(e instanceof AppError && (e.reason === 'desk.noParkingSpots' || e.reason === 'desk.noParkingRight'))) throw e;
    }
  }
  return bookWithin(tx, me, input, now);
}

import { byNearness, type PlacedDesk } from '../desks/nearest.js';
import { deskBookingRefusal, type DeskHeld } from '../desks/rules.js';

// Which desk the work pattern books on a day (decisions §20), as a pure rule: the first favourite
// free and open to the person; else, when the person's main group offers a random desk (flex-office
// §2: randomDeskOffered), the free desk of the main group nearest the first favourite on the plans;
// else any free desk of the main group. The booking itself then goes through every booking rule.

const naturalId = new Intl.Collator('en', { numeric: true }).compare;

/** A desk of the day as the choice sees it: its place, groups, whom it is held for, and whether it is free that day. */
export interface CandidateDesk extends PlacedDesk, DeskHeld {
  free: boolean;
}

export interface DeskChoiceInput {
  /** The pattern's favourites, the first preferred. */
  favourites: readonly string[];
  /** The day's desks: at least the favourites that exist and the desks of the main group. */
  desks: readonly CandidateDesk[];
  person: { uuid: string; groups: readonly string[]; mainGroup: string | null };
  /** Whether the main group offers a random desk (randomDeskOffered of its name). */
  randomOffered: boolean;
}

/** Why no desk was chosen: no desk of the main group is free, or the group books only favourites and none was free. */
export type NoDeskWhy = 'noFreeDesk' | 'onlyFavourites';

export type DeskChoice = { deskId: string; via: 'favourite' | 'nearest' | 'mainGroup' } | { deskId: null; why: NoDeskWhy };

/**
 * Whether the desk is one the person may book: of one of their groups and held for nobody else.
 * The booking rule's own check (deskBookingRefusal), asked with the desk's facts alone, so that the
 * choice cannot drift from what the booking will accept.
 */
export function openTo(person: { uuid: string; groups: readonly string[] }, desk: DeskHeld): boolean {
  return (
    deskBookingRefusal({
      actor: { uuid: person.uuid, role: 'user', managerOf: [] },
      person: { uuid: person.uuid },
      groups: person.groups,
      desk: { groupsIdList: desk.groupsIdList, type: desk.type, manager: desk.manager },
    }) === null
  );
}

/** The desk the pattern books that day, or why none. */
export function chooseDesk(input: DeskChoiceInput): DeskChoice {
  const { person } = input;
  const byId = new Map(input.desks.map((d) => [d.deskId, d]));
  const bookable = (d: CandidateDesk | undefined): d is CandidateDesk => !!d && d.free && openTo(person, d);

  for (const id of input.favourites) if (bookable(byId.get(id))) return { deskId: id, via: 'favourite' };
  if (!input.randomOffered || !person.mainGroup) return { deskId: null, why: 'onlyFavourites' };

  const main = person.mainGroup;
  const ofMain = input.desks.filter((d) => d.groupsIdList.includes(main) && bookable(d));
  if (!ofMain.length) return { deskId: null, why: 'noFreeDesk' };
  // The first favourite gives the place to be near, even when taken or no longer open; a deleted one gives none.
  const anchor = input.favourites.length ? byId.get(input.favourites[0]) : undefined;
  if (anchor) return { deskId: byNearness(anchor, ofMain)[0].desk.deskId, via: 'nearest' };
  // With no place to be near: the first desk of the main group by floor and number, so that the choice is stable.
  const [first] = [...ofMain].sort((a, b) => a.floor - b.floor || naturalId(a.deskId, b.deskId));
  return { deskId: first.deskId, via: 'mainGroup' };
}

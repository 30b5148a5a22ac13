import { ofTheRoom, roomTitle, theRoom } from '@domain/rooms/names.js';
import { currentLanguage, translate, type Values } from '@/i18n/i18n.js';
import { plans, type PlansKey } from '@/i18n/plans.js';

// What the floor-plan editor says (decisions §18), in the person's language (issue #40, the `plans`
// catalogue); the sentences that count are built here, pure, for tests. The components that show
// them call useT(plans), so that they are said again after a switch of language.

const say = (key: PlansKey, values?: Values) => translate(plans, key, values);

/**
 * A room's name inside a sentence: in Romanian the forms that do not say 'sala' twice (#39 point 7),
 * in English the name as it is (the sentence says 'meeting room').
 */
export function roomWords() {
  const ro = currentLanguage() === 'ro';
  const same = (name: string) => name.trim();
  return { title: ro ? roomTitle : same, the: ro ? theRoom : same, of: ro ? ofTheRoom : same };
}

export const PLAN_WORDS = {
  saved: () => say('plans.saved'),
  planTypes: () => say('plans.settings.planTypes'),
  planTooLarge: () => say('plans.settings.planTooLarge'),
  floorDeleted: (floor: number) => say('plans.settings.floorDeleted', { floor }),
  floorSaved: (floor: number) => say('plans.floorSaved', { floor }),
  planUploaded: (floor: number) => say('plans.settings.planUploaded', { floor }),
  deskAdded: (deskId: string) => say('plans.newDesk.added', { id: deskId }),
  roomAdded: (name: string) => say('plans.newRoom.added', { room: roomWords().title(name) }),
  groupsSaved: (n: number) => say('plans.groups.saved', { count: n }),
} as const;

/** '2 birouri și 1 sală': the desks and rooms counted, the empty parts left out. */
function itemsText(desks: number, rooms: number): string {
  const parts = [desks ? say('plans.count.desks', { count: desks }) : '', rooms ? say('plans.count.rooms', { count: rooms }) : ''].filter(
    Boolean,
  );
  return parts.length === 2 ? say('plans.and', { first: parts[0], second: parts[1] }) : parts.join('');
}

/** What the selection holds: 'Selectate: 2 birouri și 1 sală.', or that nothing is selected. */
export function selectionText(desks: number, rooms: number): string {
  if (desks + rooms === 0) return say('plans.selection.none');
  return say('plans.selection.some', { what: itemsText(desks, rooms) });
}

/** The question before deleting: what goes, and what it cancels (the dry run's count). */
export function deletionText(desks: number, rooms: number, cancelled: number | null): string {
  const head = say('plans.deletion.head', { what: itemsText(desks, rooms) });
  if (cancelled === null) return `${head} ${say('plans.deletion.counting')}`;
  if (cancelled === 0) return `${head} ${say('plans.deletion.none')}`;
  return `${head} ${say('plans.deletion.cancelled', { count: cancelled })}`;
}

/** After the deletion: what went and what it cancelled. */
export function deletedText(items: number, cancelled: number): string {
  const gone = say('plans.deleted.items', { count: items });
  if (cancelled === 0) return say('plans.deleted.only', { gone });
  return say('plans.deleted.withCancelled', { gone, cancelled: say('plans.deleted.cancelled', { count: cancelled }) });
}

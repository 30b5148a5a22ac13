// A room in a sentence (#39 point 7): most rooms are named after their kind ('Sala Dunărea'), so
// the sentence does not say 'sala' again ('Sala Sala Dunărea a fost adăugată'); the genitive of such
// a name inflects its first word ('rezervarea Sălii Dunărea').

const SAYS_ROOM = /^sal[aă](\s|$)/iu;

const says = (name: string) => SAYS_ROOM.test(name.trim());

/** 'Sala Delta' for a room named 'Delta'; a name that says it ('Sala Dunărea') as it is. */
export function roomTitle(name: string): string {
  return says(name) ? name.trim() : `Sala ${name.trim()}`;
}

/** The same inside a sentence: 'sala Delta', 'Sala Dunărea'. */
export function theRoom(name: string): string {
  return says(name) ? name.trim() : `sala ${name.trim()}`;
}

/** The genitive: 'sălii Delta', 'Sălii Dunărea' for 'Sala Dunărea'. */
export function ofTheRoom(name: string): string {
  const n = name.trim();
  return says(n) ? n.replace(/^\S+/u, 'Sălii') : `sălii ${n}`;
}

/** In English (decisions §22): 'Room Delta' for a room named 'Delta'; a name that says it ('Sala Dunărea') is a name, as it is. */
export function englishRoomTitle(name: string): string {
  return says(name) ? name.trim() : `Room ${name.trim()}`;
}

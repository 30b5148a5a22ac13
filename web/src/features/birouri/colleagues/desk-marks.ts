import type { Desk } from '@/api/desks.js';

// Which desks of the floor the map marks for the viewer's colleagues (decisions §21, #42). Pure, for tests.

export interface DeskMark {
  /** Held that day by a colleague the viewer follows. */
  followed: boolean;
  /** One of the free desks near the colleague's desk ('Rezervați lângă'). */
  near: boolean;
}

/**
 * The floor's marked desks by id: those held by someone of `followed` (never the viewer's own, which
 * the map shows as theirs), and those of `near` that the floor has.
 */
export function deskMarks(desks: readonly Desk[], followed: ReadonlySet<string>, near: readonly string[], viewerUuid: string) {
  const marks = new Map<string, DeskMark>();
  for (const d of desks) {
    const isFollowed = !!d.uuid && d.uuid !== viewerUuid && followed.has(d.uuid);
    const isNear = near.includes(d.deskId);
    if (isFollowed || isNear) marks.set(d.deskId, { followed: isFollowed, near: isNear });
  }
  return marks;
}

/** The first desk of `near` (nearest first) that the map has and `isReady` takes: the one offered. */
export function firstReady<D extends Pick<Desk, 'deskId'>>(desks: readonly D[], near: readonly string[], isReady: (d: D) => boolean) {
  for (const id of near) {
    const desk = desks.find((d) => d.deskId === id);
    if (desk && isReady(desk)) return desk;
  }
  return null;
}

import { z } from 'zod';
import { instant, uuid } from './answers.js';

// The answers of displays (decisions §24): the console's list (never a secret but once, in `url`) and
// what a display shows.

const exampleDisplay = {
  _id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'Ușa sălii Carpați',
  roomId: 'E4-02',
  floor: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  url: null,
};

export const displayAnswer = z
  .object({
    _id: uuid,
    name: z.string(),
    /** The room it stands at, or null for a floor's board. */
    roomId: z.string().nullable(),
    /** The floor it shows, or null for a room's display. */
    floor: z.number().int().nullable(),
    createdAt: instant,
    /** `{PUBLIC_URL}/display/{secret}`: only when the display is made or its link replaced (only the secret's hash is kept). */
    url: z.string().nullable(),
  })
  .meta({
    id: 'Display',
    description: "A room's or a floor's display; its address is shown once, when it is made or its link replaced.",
    example: exampleDisplay,
  });
export type Display = z.infer<typeof displayAnswer>;
export const displaysAnswer = z.array(displayAnswer);

/** A reservation as a room's display shows it: `name` null when names are hidden (showNamesOnDisplays 0). */
export const displayReservation = z
  .object({
    _id: uuid,
    dateBegin: instant,
    dateEnd: instant,
    /** `busy` once its start is confirmed; `cancelled` only in the answer of a release at the very minute it began. */
    status: z.enum(['booked', 'busy', 'cancelled']),
    name: z.string().nullable(),
    /** Booked at the door ('Rezervare la ușă'), by no person. */
    door: z.boolean(),
  })
  .meta({ id: 'DisplayReservation' });
export type DisplayReservation = z.infer<typeof displayReservation>;

/** A desk as a floor's board shows it: where it stands on the plan, its state today and, when names are shown, its holder's initials. */
export const displayDesk = z
  .object({
    id: z.string(),
    x: z.number(),
    y: z.number(),
    state: z.enum(['free', 'booked', 'busy', 'closed']),
    initials: z.string().nullable(),
  })
  .meta({ id: 'DisplayDesk' });
export type DisplayDesk = z.infer<typeof displayDesk>;

export const displayRoom = z
  .object({ id: z.string(), name: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number(), busy: z.boolean() })
  .meta({ id: 'DisplayRoom' });
export type DisplayRoom = z.infer<typeof displayRoom>;

/** GET /api/display/{secret}: a room's display (roomId, reservations) or a floor's (floor, plan, desks, rooms, counts). */
export const displayViewAnswer = z
  .object({
    name: z.string(),
    roomId: z.string().nullable(),
    roomName: z.string().nullable(),
    floor: z.number().int().nullable(),
    /** The server's time: the display counts from it, not from its own clock. */
    now: instant,
    showNames: z.boolean(),
    /** A room's display: today's live reservations that have not ended, in order. */
    reservations: z.array(displayReservation).nullable(),
    /** A floor's board: the plan's size and name, its desks and rooms today, and what is free now. */
    plan: z.object({ name: z.string(), width: z.number(), height: z.number(), hasImage: z.boolean() }).nullable(),
    desks: z.array(displayDesk).nullable(),
    rooms: z.array(displayRoom).nullable(),
    freeDesks: z.number().int().nullable(),
    freeRooms: z.number().int().nullable(),
    /** The address the floor's QR code opens on a phone: `{PUBLIC_URL}/birouri?floor={floor}`. */
    bookUrl: z.string().nullable(),
  })
  .meta({
    id: 'DisplayView',
    example: {
      name: 'Ușa sălii Carpați',
      roomId: 'E4-02',
      roomName: 'Sala Carpați',
      floor: null,
      now: '2026-03-03T07:07:00.000Z',
      showNames: true,
      reservations: [
        {
          _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          dateBegin: '2026-03-03T08:00:00.000Z',
          dateEnd: '2026-03-03T09:00:00.000Z',
          status: 'booked',
          name: 'Ana Angajat',
          door: false,
        },
      ],
      plan: null,
      desks: null,
      rooms: null,
      freeDesks: null,
      freeRooms: null,
      bookUrl: null,
    },
  });
export type DisplayView = z.infer<typeof displayViewAnswer>;

/** What a press on a room's display did: the reservation booked, confirmed or ended. */
export const displayPressAnswer = z
  .object({ action: z.enum(['booked', 'confirmed', 'already', 'released']), reservation: displayReservation })
  .meta({ id: 'DisplayPress' });
export type DisplayPress = z.infer<typeof displayPressAnswer>;

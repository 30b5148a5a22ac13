import { z } from 'zod';
import { day, instant, reservationSource, uuid } from './answers.js';

// The answers of the tower's parking calls (tower §4, §7; decisions §7): cars, parking requests,
// indiscipline and the presence and exit lists. The server serialises its answers from these and
// the web imports their inferred types.

const exampleCar = {
  _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  brand: 'Dacia',
  license_plate: 'B123ABC',
  foreign_plate: false,
  active: true,
  user_id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  owner: 'Ana Popescu',
  date_removed: null,
  function_car: false,
  permanent_access: false,
  electric: true,
};

/** A car of the tower: a user's, a function car, or a company car with permanent access (tower §4). */
export const towerCarAnswer = z
  .object({
    _id: uuid,
    brand: z.string(),
    /** Stored normalised: capitals and digits, no spaces or dashes. */
    license_plate: z.string(),
    foreign_plate: z.boolean(),
    /** False once removed: the car stays in history, its plate blocked for a while. */
    active: z.boolean(),
    /** Null for a company car that belongs to no one. */
    user_id: uuid.nullable(),
    /** The owner's name, or the label of a company car ('Companie' when none). */
    owner: z.string().nullable(),
    date_removed: instant.nullable(),
    function_car: z.boolean(),
    permanent_access: z.boolean(),
    electric: z.boolean().meta({
      description:
        'An electric car: in the rounds it may take one of the electricSpaces kept for electric cars (decisions §26). Set by its owner when adding it, changed by administrators of the tower.',
    }),
  })
  .meta({
    id: 'TowerCar',
    description:
      "A car of the tower. `owner` is its owner's name, or the label of a company car (permanent access); `date_removed` is set once it is removed (`active` false); `electric` for an electric car (decisions §26).",
    example: exampleCar,
  });
export type TowerCar = z.infer<typeof towerCarAnswer>;

export const towerCarListAnswer = z.array(towerCarAnswer);

/** The state of a request (domain/tower/engine.ts TYPE): 0 queue, 1 first round, 2 second round, 3 absent, 4 not allocated, 5 cancelled. */
export const parkingRequestType = z.literal([0, 1, 2, 3, 4, 5]).meta({
  id: 'ParkingRequestType',
  type: 'integer',
  description:
    'The state of a parking request: 0 waiting for the first round (queue), 1 allocated in the first round, 2 allocated in the second round, 3 absent (allocated, not on the presence list), 4 not allocated, 5 cancelled.',
  example: 1,
});
export type ParkingRequestType = z.infer<typeof parkingRequestType>;

/** A parking request of one day, with its car and its owner. */
export const parkingRequestAnswer = z
  .object({
    _id: uuid,
    date_added: instant,
    /** A Bucharest day. */
    reservation_date: day,
    user_id: uuid,
    car_id: uuid,
    type: parkingRequestType,
    /** On the presence list of its day (or confirmed by cancelling an absence). */
    reservation_confirmed: z.boolean(),
    /** 1 for an absence, else 0. */
    indiscipline_score: z.number().int(),
    license_plate: z.string().nullable(),
    brand: z.string().nullable(),
    user_name: z.string().nullable(),
    email: z.string().nullable(),
    function_car: z.boolean(),
    source: reservationSource,
  })
  .meta({
    id: 'ParkingRequest',
    description: "A user's request for a parking space in the tower on one day; `type` is its state (tower §4, decisions §7).",
    example: {
      _id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      date_added: '2026-02-27T09:15:00.000Z',
      reservation_date: '2026-03-02',
      user_id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
      car_id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      type: 1,
      reservation_confirmed: false,
      indiscipline_score: 0,
      license_plate: 'B123ABC',
      brand: 'Dacia',
      user_name: 'Ana Popescu',
      email: 'ana.popescu@example.ro',
      function_car: false,
      source: 'person',
    },
  });
export type ParkingRequest = z.infer<typeof parkingRequestAnswer>;

export const parkingRequestListAnswer = z.array(parkingRequestAnswer);

/** POST /reservations/parking/add: the requests made, a list when `reservation_dates` was sent, else the one request. */
export const parkingAddAnswer = z.union([parkingRequestListAnswer, parkingRequestAnswer]);

/** A number of parking spaces of a day. */
export const parkingSpacesAnswer = z.number().int().min(0).meta({ description: 'A number of parking spaces.', example: 42 });

/** One user's tower indiscipline (tower §4). */
export const towerIndisciplineAnswer = z
  .object({
    uuid,
    name: z.string(),
    /** Absences within calculateIndisciplineDays: what bans. */
    score: z.number().int(),
    /** Absences within calculateSortingIndisciplineDays: what orders the rounds. */
    sortingScore: z.number().int(),
  })
  .meta({
    id: 'TowerIndiscipline',
    description:
      "A user's absences in the tower: `score` over calculateIndisciplineDays (what bans), `sortingScore` over calculateSortingIndisciplineDays (what orders the rounds).",
    example: { uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b', name: 'Ana Popescu', score: 1, sortingScore: 2 },
  });
export type TowerIndiscipline = z.infer<typeof towerIndisciplineAnswer>;

export const towerIndisciplineListAnswer = z.array(towerIndisciplineAnswer);

/** What a presence or exit list changed (tower §4, decisions §8). */
export const presenceOutcomeAnswer = z
  .object({
    /** The days the list names, in order. */
    days: z.array(day),
    /** Allocated requests confirmed by a listed plate. */
    confirmed: z.number().int().min(0),
    /** Allocated requests without presence, now absences (always 0 for an exit list). */
    absent: z.number().int().min(0),
    /** The users the new absences banned. */
    banned: z.array(uuid),
  })
  .meta({
    id: 'TowerPresenceOutcome',
    description:
      'What a presence or exit list of the tower changed: the days it names, the requests it confirmed, those it made absences (presence list only) and the users those absences banned.',
    example: { days: ['2026-03-02'], confirmed: 38, absent: 2, banned: ['3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b'] },
  });
export type PresenceOutcome = z.infer<typeof presenceOutcomeAnswer>;

/** An answer that carries nothing: the change is done. */
export const towerDoneAnswer = z.null();

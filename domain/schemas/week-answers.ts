import { z } from 'zod';
import { ABSENCE_KINDS } from '../week/messages.js';
import { REASON_CODES } from '../reasons.js';
import { day, deskId, instant, reservationSource, uuid } from './answers.js';
import { deskFloor, deskReservationStatus } from './desk-answers.js';
import { roomReservationAnswer } from './rooms-answers.js';
import { parkingRequestAnswer } from './tower-answers.js';

// The answers of the week's calls (decisions §20): a person's work pattern, an absence and what
// recording it did, and a person's week in one answer.

// Defined beside the other shared pieces, so that the desk and tower answers, which this file imports, carry it too.
export { reservationSource };

const isoWeekdays = z.array(z.number().int().min(1).max(5));

export const patternAnswer = z
  .object({
    days: isoWeekdays.meta({ description: 'Building 1: the ISO weekdays the person usually comes in.' }),
    desks: z.array(deskId).meta({ description: 'Building 1: up to three favourite desks, the first preferred.' }),
    parking: z.boolean().meta({ description: 'Building 1: a parking spot with the desk (only with parking right).' }),
    towerDays: isoWeekdays.meta({ description: 'Building 2: the ISO weekdays a parking request is made for.' }),
    carId: uuid.nullable().meta({ description: "Building 2: the car of those requests (the person's first car when null)." }),
  })
  .meta({
    id: 'WorkPattern',
    description: "A person's work pattern (decisions §20): usual days, favourite desks, and the tower's usual days.",
    example: { days: [2, 4], desks: ['4-12'], parking: false, towerDays: [], carId: null },
  });
export type WorkPattern = z.infer<typeof patternAnswer>;

/** A day the pattern booked at once after saving, or could not (the reason the booking was refused). */
export const patternOutcome = z.object({
  booked: z.array(z.object({ day, deskId, floor: deskFloor })),
  notBooked: z.array(z.object({ day, reason: z.enum(REASON_CODES) })),
});
export const patternSavedAnswer = z
  .object({ pattern: patternAnswer })
  .extend(patternOutcome.shape)
  .meta({ id: 'WorkPatternSaved', description: 'The saved pattern, and what its first run booked and could not.' });

export const absenceKind = z.enum(ABSENCE_KINDS);
export const absenceAnswer = z
  .object({
    _id: uuid,
    uuid,
    from: day,
    to: day,
    kind: absenceKind,
    createdBy: uuid.nullable(),
    createdAt: instant,
  })
  .meta({
    id: 'Absence',
    description: "A person's absence, both days included (decisions §20).",
    example: {
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
      from: '2026-03-09',
      to: '2026-03-13',
      kind: 'concediu',
      createdBy: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
      createdAt: '2026-03-02T08:00:00.000Z',
    },
  });
export type Absence = z.infer<typeof absenceAnswer>;
export const absenceListAnswer = z.array(absenceAnswer);

const deskHeld = z.object({ _id: uuid, day, deskId, floor: deskFloor });
const towerHeld = z.object({ _id: uuid, day });
const roomHeld = z.object({ _id: uuid, day, roomName: z.string().nullable(), dateBegin: instant, dateEnd: instant });
export const absenceRecordedAnswer = z
  .object({
    absence: absenceAnswer,
    cancelled: z.object({ desks: z.array(deskHeld), tower: z.array(towerHeld) }),
    kept: z.object({ desks: z.array(deskHeld), tower: z.array(towerHeld), rooms: z.array(roomHeld) }),
  })
  .meta({
    id: 'AbsenceRecorded',
    description:
      'The absence recorded, what it cancelled (desk reservations the 24-hour rule still let go, tower requests before their cut-off) and what it kept (the rest, and every room reservation).',
  });

export const weekDesk = z.object({
  _id: uuid,
  deskId,
  floor: deskFloor,
  status: deskReservationStatus,
  source: reservationSource,
  parkingSpot: z.boolean(),
});
export const weekDayAnswer = z.object({
  day,
  desk: weekDesk.nullable(),
  rooms: z.array(roomReservationAnswer),
  tower: parkingRequestAnswer.nullable(),
  absence: absenceAnswer.nullable(),
  pattern: z.boolean().meta({ description: "Whether the person's pattern covers the day (one of its weekdays)." }),
});
export const weekAnswer = z
  .object({ from: day, days: z.array(weekDayAnswer) })
  .meta({ id: 'Week', description: "A person's working week, Monday to Friday, in one answer (decisions §20)." });
export type Week = z.infer<typeof weekAnswer>;

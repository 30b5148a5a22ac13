import type { Week } from '@/api/my-week.js';
import type { CallAnswer } from '@domain/api/index.js';

type AbsenceRecorded = CallAnswer<'POST /absences/update'>;

// The answers the week's tests stub (decisions §20): a week from Monday 1 March 2027, and what recording an absence did.

const room = (id: string, roomName: string, begin: string, end: string) => ({
  _id: id,
  uuid: 'u-1',
  name: 'Ana',
  conferenceRoomId: 'E4-02',
  roomName,
  creationDate: '2027-02-20T08:00:00.000Z',
  dateBegin: begin,
  dateEnd: end,
  status: 'booked' as const,
  released: false,
});

const ABSENCE = {
  _id: 'a-1',
  uuid: 'u-1',
  from: '2027-03-03',
  to: '2027-03-03',
  kind: 'concediu' as const,
  createdBy: 'u-1',
  createdAt: '2027-02-25T08:00:00.000Z',
};

const TOWER_REQUEST = {
  _id: 't-1',
  date_added: '2027-02-26T08:00:00.000Z',
  reservation_date: '2027-03-04',
  user_id: 'u-1',
  car_id: 'c-1',
  type: 1 as const,
  reservation_confirmed: false,
  indiscipline_score: 0,
  license_plate: 'B123ABC',
  brand: 'Dacia',
  user_name: 'Ana',
  email: 'ana@example.ro',
  function_car: false,
  source: 'pattern' as const,
};

const empty = (day: string): Week['days'][number] => ({ day, desk: null, rooms: [], tower: null, absence: null, pattern: false });
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Monday: the pattern's desk with a room (10:00–11:00 in Bucharest); Wednesday: leave; Thursday: the tower's first round. */
export function weekFrom(from: string): Week {
  const days = [0, 1, 2, 3, 4].map((i) => empty(addDays(from, i)));
  if (from !== '2027-03-01') return { from, days };
  days[0] = {
    ...days[0],
    pattern: true,
    desk: { _id: 'r-1', deskId: '4-12', floor: 4, status: 'booked', source: 'pattern', parkingSpot: true },
    rooms: [room('m-1', 'Sala Olt', '2027-03-01T08:00:00.000Z', '2027-03-01T09:00:00.000Z')],
  };
  days[1] = { ...days[1], desk: { _id: 'r-2', deskId: '4-13', floor: 4, status: 'busy', source: 'person', parkingSpot: false } };
  days[2] = { ...days[2], pattern: true, absence: ABSENCE };
  days[3] = { ...days[3], tower: TOWER_REQUEST };
  return { from, days };
}

export const recorded = (over: {
  desks?: number;
  tower?: number;
  keptDesks?: number;
  rooms?: [string | null, string][];
}): AbsenceRecorded => {
  const desk = (i: number) => ({ _id: `d-${i}`, day: addDays('2027-03-08', i % 5), deskId: `4-${10 + i}`, floor: 4 });
  return {
    absence: { ...ABSENCE, from: '2027-03-08', to: '2027-03-12' },
    cancelled: {
      desks: Array.from({ length: over.desks ?? 0 }, (_, i) => desk(i)),
      tower: Array.from({ length: over.tower ?? 0 }, (_, i) => ({ _id: `t-${i}`, day: addDays('2027-03-08', i % 5) })),
    },
    kept: {
      desks: Array.from({ length: over.keptDesks ?? 0 }, (_, i) => desk(i + 50)),
      tower: [],
      rooms: (over.rooms ?? []).map(([roomName, day], i) => ({
        _id: `m-${i}`,
        day,
        roomName,
        dateBegin: `${day}T08:00:00.000Z`,
        dateEnd: `${day}T09:00:00.000Z`,
      })),
    },
  };
};

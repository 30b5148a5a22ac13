import type { OccupancyDay } from '../../domain/schemas/statistics-answers.js';
import { addDays, isWeekday } from '../../domain/time.js';
import type { Column } from './file-replies.js';
import type { DayFloorCount } from './occupancy-queries.js';

// The occupancy chart's series (decisions §10, §21) from the three counts of occupancy-queries.ts:
// every weekday of the range, each with every floor of the filter (so that the chart's lines and the
// export's columns are the same on every day), zeros where nothing was booked.

export interface OccupancyCounts {
  desks: { floor: number; desks: number }[];
  reservations: DayFloorCount[];
  roomHours: { date: string; hours: number }[];
}

/** Hours to the hundredth: a quarter of an hour stays exact, the float's noise goes. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

export function presentOccupancy(from: string, to: string, c: OccupancyCounts): OccupancyDay[] {
  const deskCount = new Map(c.desks.map((d) => [d.floor, d.desks]));
  // The floors of the filter's desks, and any floor a reservation of the range was on (a desk since deleted).
  const floors = [...new Set([...deskCount.keys(), ...c.reservations.map((r) => r.floor)])].sort((a, b) => a - b);
  const counts = new Map(c.reservations.map((r) => [`${r.date}|${r.floor}`, r]));
  const hours = new Map(c.roomHours.map((r) => [r.date, r.hours]));
  const days: OccupancyDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isWeekday(date)) continue;
    const day: OccupancyDay = {
      date,
      desks: 0,
      reserved: 0,
      present: 0,
      byFloor: [],
      roomHours: hundredths(hours.get(date) ?? 0),
      spots: 0,
    };
    for (const floor of floors) {
      const n = counts.get(`${date}|${floor}`);
      const desks = deskCount.get(floor) ?? 0;
      day.byFloor.push({ floor, desks, reserved: n?.reserved ?? 0 });
      day.desks += desks;
      day.reserved += n?.reserved ?? 0;
      day.present += n?.present ?? 0;
      day.spots += n?.spots ?? 0;
    }
    days.push(day);
  }
  return days;
}

/** Ocupare.csv: the chart's columns, then each floor's desks and reserved (the floors of the first day: every day has the same). */
export function occupancyColumns(days: readonly OccupancyDay[]): Column<OccupancyDay>[] {
  const floors = days[0]?.byFloor.map((f) => f.floor) ?? [];
  return [
    { title: 'Data', value: (d) => d.date, day: true },
    { title: 'Birouri', value: (d) => d.desks },
    { title: 'Rezervate', value: (d) => d.reserved },
    { title: 'Prezențe', value: (d) => d.present },
    { title: 'Ore de rezervare a sălilor', value: (d) => d.roomHours },
    { title: 'Locuri de parcare', value: (d) => d.spots },
    ...floors.flatMap((floor, i): Column<OccupancyDay>[] => [
      { title: `Etajul ${floor} - birouri`, value: (d) => d.byFloor[i]?.desks ?? 0 },
      { title: `Etajul ${floor} - rezervate`, value: (d) => d.byFloor[i]?.reserved ?? 0 },
    ]),
  ];
}

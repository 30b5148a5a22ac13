import { queryOptions } from '@tanstack/react-query';
import {
  getAllMyCars,
  getIndiscipline,
  getMyCars,
  getMyReservations,
  getParkingStanding,
  getReservation,
  getUserInfo,
} from '@/api/tower.js';

// The tower's queries (tower §7; its administrators' are in tower-admin.ts), every key under
// 'tower': a change to requests or cars, by a user or an administrator, refreshes them all
// (towerKeys.all), or the part it touched.

export const towerKeys = {
  all: ['tower'] as const,
  /** My cars, and every car (an administrator's list under it: adding or removing a car anywhere refreshes it). */
  cars: ['tower', 'cars'] as const,
  allMyCars: () => [...towerKeys.cars, 'all'] as const,
  adminCars: () => [...towerKeys.cars, 'admin'] as const,
  carOwner: (uuid: string) => [...towerKeys.all, 'car-owner', uuid] as const,
  /** Everyone's parking requests as their owners see them. */
  reservations: ['tower', 'reservations'] as const,
  reservationsOf: (uuid: string) => [...towerKeys.reservations, uuid] as const,
  reservation: (id: string) => [...towerKeys.all, 'reservation', id] as const,
  /** My standing in a day's last round: under 'reservations', so a change to my requests reads it again. */
  standing: (day: string) => [...towerKeys.reservations, 'standing', day] as const,
  /** My indiscipline, and (under it) any user's as an administrator reads it. */
  indiscipline: ['tower', 'indiscipline'] as const,
  indisciplineOf: (uuid: string) => [...towerKeys.indiscipline, uuid] as const,
  me: (uuid: string) => [...towerKeys.all, 'me', uuid] as const,
  /** The requests of an uploaded list's days (administrators). */
  requestsBetween: (from: string, to: string) => [...towerKeys.all, 'admin-requests', from, to] as const,
  /** The administrators' reservations table (its filters and page follow, lib/use-statistics-query.ts). */
  adminReservations: ['tower', 'admin-reservations'] as const,
};

export const getMyCarsQueryOptions = () => queryOptions({ queryKey: towerKeys.cars, queryFn: getMyCars });

/** My cars, removed ones too (a plate added again within the block is refused, tower §5). */
export const getAllMyCarsQueryOptions = () => queryOptions({ queryKey: towerKeys.allMyCars(), queryFn: getAllMyCars });

/** Someone's parking requests (mine, or a person's as an administrator adds one for them). */
export const getReservationsOfQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: towerKeys.reservationsOf(uuid), queryFn: () => getMyReservations(uuid) });

/** One parking request (the e-mailed cancellation link): a missing one is not asked again. */
export const getParkingRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: towerKeys.reservation(id), queryFn: () => getReservation(id), retry: false });

/** My place in the last round that ranked my request of `day` (decisions §26): a round moves it, not a minute. */
export const getParkingStandingQueryOptions = (day: string) =>
  queryOptions({ queryKey: towerKeys.standing(day), queryFn: () => getParkingStanding(day) });

export const getMyIndisciplineQueryOptions = () => queryOptions({ queryKey: towerKeys.indiscipline, queryFn: getIndiscipline });

/** The signed-in user's profile as the tower account shows it. */
export const getTowerProfileQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: towerKeys.me(uuid), queryFn: () => getUserInfo(uuid) });

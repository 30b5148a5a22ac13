import { queryOptions } from '@tanstack/react-query';
import { allCars } from '@/api/cars-admin.js';
import { towerReservationsPage, type TowerReservationsQuery } from '@/api/tower-statistics.js';
import { userIndiscipline } from '@/api/tower-users.js';
import { parkingRequestsBetween } from '@/api/uploads.js';
import { userInfo } from '@/api/users-admin.js';
import { statisticsQueryOptions } from './statistics.js';
import { towerKeys } from './tower.js';

// The tower administrators' queries (tower §2, decisions §9), under towerKeys (tower.ts).

/** Every car, removed ones too (administrators of the tower). */
export const getAdminCarsQueryOptions = () => queryOptions({ queryKey: towerKeys.adminCars(), queryFn: allCars });

export const getCarOwnerQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: towerKeys.carOwner(uuid), queryFn: () => userInfo(uuid) });

/** One user's tower indiscipline, as an administrator reads it. */
export const getUserIndisciplineQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: towerKeys.indisciplineOf(uuid), queryFn: () => userIndiscipline(uuid) });

export const getRequestsBetweenQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: towerKeys.requestsBetween(from, to), queryFn: () => parkingRequestsBetween(from, to) });

/** A page of the administrators' reservations table (under 'tower': a request or a car changed refreshes it). */
export const getTowerReservationsQueryOptions = (query: TowerReservationsQuery) =>
  statisticsQueryOptions([...towerKeys.adminReservations, query] as const, towerReservationsPage, query);

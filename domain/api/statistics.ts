import { z } from 'zod';
import {
  groupStatisticsAnswer,
  managerStatisticsAnswer,
  occupancyDayAnswer,
  reservationStatisticsPageAnswer,
  towerDayStatisticsAnswer,
  towerReservationStatisticsListAnswer,
} from '../schemas/statistics-answers.js';
import {
  occupancyQuery,
  reservationsExportQuery,
  reservationsQuery,
  statisticsRangeQuery,
  towerReservationsExportQuery,
  towerReservationsQuery,
} from '../schemas/statistics.js';
import { call, file } from './call.js';

export const statisticsCalls = {
  'GET /statistics/groups': call({ access: 'admin:1', scope: 'read', query: statisticsRangeQuery, answer: z.array(groupStatisticsAnswer) }),
  'GET /statistics/groups/export': call({ access: 'admin:1', scope: 'read', query: statisticsRangeQuery, answer: file('csv') }),
  'GET /statistics/manager': call({
    access: 'manager',
    scope: 'read',
    query: statisticsRangeQuery,
    answer: z.array(managerStatisticsAnswer),
  }),
  'GET /statistics/manager/export': call({ access: 'manager', scope: 'read', query: statisticsRangeQuery, answer: file('csv') }),
  'GET /statistics/reservations': call({
    access: 'admin:1',
    scope: 'read',
    query: reservationsQuery,
    answer: reservationStatisticsPageAnswer,
  }),
  'GET /statistics/reservations/export': call({ access: 'admin:1', scope: 'read', query: reservationsExportQuery, answer: file('csv') }),
  // Administrators of building 1, and managers for their groups' desks (decisions §21): the service checks the group.
  'GET /statistics/occupancy': call({
    access: 'manager',
    scope: 'read',
    query: occupancyQuery,
    answer: z.array(occupancyDayAnswer),
    refusals: [400, 403],
  }),
  'GET /statistics/occupancy/export': call({
    access: 'manager',
    scope: 'read',
    query: occupancyQuery,
    answer: file('csv'),
    refusals: [400, 403],
  }),
  'GET /statistics/tower/days': call({
    access: 'admin:2',
    scope: 'read',
    query: statisticsRangeQuery,
    answer: z.array(towerDayStatisticsAnswer),
  }),
  'GET /statistics/tower/days/export': call({ access: 'admin:2', scope: 'read', query: statisticsRangeQuery, answer: file('xlsx') }),
  'GET /statistics/tower/reservations': call({
    access: 'admin:2',
    scope: 'read',
    query: towerReservationsQuery,
    answer: towerReservationStatisticsListAnswer,
  }),
  'GET /statistics/tower/reservations/export': call({
    access: 'admin:2',
    scope: 'read',
    query: towerReservationsExportQuery,
    answer: file('xlsx'),
  }),
};

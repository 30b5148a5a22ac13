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
  'GET /api/statistics/groups': call({ access: 'admin:1', query: statisticsRangeQuery, answer: z.array(groupStatisticsAnswer) }),
  'GET /api/statistics/groups/export': call({ access: 'admin:1', query: statisticsRangeQuery, answer: file('csv') }),
  'GET /api/statistics/manager': call({ access: 'manager', query: statisticsRangeQuery, answer: z.array(managerStatisticsAnswer) }),
  'GET /api/statistics/manager/export': call({ access: 'manager', query: statisticsRangeQuery, answer: file('csv') }),
  'GET /api/statistics/reservations': call({ access: 'admin:1', query: reservationsQuery, answer: reservationStatisticsPageAnswer }),
  'GET /api/statistics/reservations/export': call({ access: 'admin:1', query: reservationsExportQuery, answer: file('csv') }),
  'GET /api/statistics/occupancy': call({ access: 'admin:1', query: occupancyQuery, answer: z.array(occupancyDayAnswer) }),
  'GET /api/statistics/tower/days': call({ access: 'admin:2', query: statisticsRangeQuery, answer: z.array(towerDayStatisticsAnswer) }),
  'GET /api/statistics/tower/days/export': call({ access: 'admin:2', query: statisticsRangeQuery, answer: file('xlsx') }),
  'GET /api/statistics/tower/reservations': call({
    access: 'admin:2',
    query: towerReservationsQuery,
    answer: towerReservationStatisticsListAnswer,
  }),
  'GET /api/statistics/tower/reservations/export': call({ access: 'admin:2', query: towerReservationsExportQuery, answer: file('xlsx') }),
};

import { z } from 'zod';
import {
  attendanceOutcomeAnswer,
  availableParkingSpotsAnswer,
  checkinAnswer,
  deskReservationAnswer,
  deskReservationsAnswer,
  freeByDayAnswer,
  officeStatusAnswer,
  reservationsForOthersAnswer,
} from '../schemas/desk-answers.js';
import {
  attendingBody,
  byId,
  checkinBody,
  dateQuery,
  deskReservationParking,
  deskReservationUpdate,
  groupDayQuery,
  randomDeskBody,
  upcomingBody,
} from '../schemas/desks.js';
import { freeByDayQuery } from '../schemas/free-desks.js';
import { call } from './call.js';

export const deskReservationCalls = {
  'POST /reservations/desks/update': call({
    access: 'member:1',
    scope: 'book',
    body: deskReservationUpdate,
    answer: deskReservationAnswer,
    refusals: [404, 409],
  }),
  'POST /reservations/desks/updateParking': call({
    access: 'member:1',
    scope: 'book',
    body: deskReservationParking,
    answer: deskReservationAnswer,
    refusals: [404, 409],
  }),
  'POST /reservations/desks/delete': call({
    access: 'member:1',
    scope: 'book',
    body: byId,
    answer: deskReservationAnswer,
    refusals: [404],
  }),
  'POST /reservations/desks/checkin': call({
    access: 'member:1',
    scope: 'book',
    body: checkinBody,
    answer: checkinAnswer,
    refusals: [404, 409],
  }),
  'POST /reservations/desks/random': call({
    access: 'member:1',
    scope: 'book',
    body: randomDeskBody,
    answer: deskReservationAnswer,
    refusals: [404, 409],
  }),
  'POST /reservations/desks/group': call({ access: 'member:1', scope: 'read', body: groupDayQuery, answer: deskReservationsAnswer }),
  'GET /reservations/desks': call({ access: 'member:1', scope: 'read', answer: deskReservationsAnswer }),
  'GET /reservations/desks/forOthers': call({ access: 'member:1', scope: 'read', answer: reservationsForOthersAnswer }),
  'GET /reservations/desks/:id': call({
    access: 'member:1',
    scope: 'read',
    params: z.object({ id: z.uuid() }),
    answer: deskReservationAnswer,
    refusals: [404],
  }),
  'POST /reservations/desks/user/upcoming': call({
    access: 'member:1',
    scope: 'read',
    body: upcomingBody,
    answer: deskReservationsAnswer,
    refusals: [404],
  }),
  'POST /groups/availableParkingSpots': call({
    access: 'member:1',
    scope: 'read',
    body: z.object({ groupId: z.string().min(1).max(100), date: groupDayQuery.shape.date.unwrap() }),
    answer: availableParkingSpotsAnswer,
  }),
  'GET /desks/freeByDay': call({ access: 'member:1', scope: 'read', query: freeByDayQuery, answer: freeByDayAnswer, snapshot: true }),
  'GET /reservations/status': call({ access: 'member:1', scope: 'read', query: dateQuery, answer: officeStatusAnswer, snapshot: true }),
  'POST /reservations/desks/attending': call({
    access: 'admin:1',
    scope: 'admin',
    body: attendingBody,
    consumes: ['application/json', 'multipart/form-data'],
    answer: attendanceOutcomeAnswer,
  }),
};

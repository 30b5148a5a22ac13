import { z } from 'zod';
import { byId, upcomingBody } from '../schemas/desks.js';
import { deletionAnswer, roomCreateBody, roomDeleteBody } from '../schemas/floors.js';
import { roomAnswer, roomListAnswer, roomReservationAnswer, roomReservationListAnswer } from '../schemas/rooms-answers.js';
import { roomIdString, roomReservationUpdate, roomUpdate, roomsOfDay } from '../schemas/rooms.js';
import { call } from './call.js';

export const roomCalls = {
  'GET /conference-rooms': call({ access: 'member:1', scope: 'read', query: roomsOfDay, answer: roomListAnswer }),
  'GET /conference-rooms/info/:roomId': call({
    access: 'member:1',
    scope: 'read',
    params: z.object({ roomId: roomIdString }),
    answer: roomAnswer,
    refusals: [404],
  }),
  'GET /conference-rooms/:groupId': call({
    access: 'member:1',
    scope: 'read',
    params: z.object({ groupId: z.string().min(1).max(100) }),
    query: roomsOfDay,
    answer: roomListAnswer,
  }),
  'POST /conference-rooms/update': call({ access: 'admin:1', scope: 'admin', body: roomUpdate, answer: roomAnswer, refusals: [404] }),
  'POST /conference-rooms/create': call({
    access: 'admin:1',
    scope: 'admin',
    body: roomCreateBody,
    answer: roomAnswer,
    refusals: [404, 409],
  }),
  'POST /conference-rooms/delete': call({
    access: 'admin:1',
    scope: 'admin',
    body: roomDeleteBody,
    answer: deletionAnswer,
    refusals: [404],
  }),
  'POST /reservations/conference-rooms/all': call({
    access: 'member:1',
    scope: 'read',
    body: roomsOfDay,
    answer: roomReservationListAnswer,
  }),
  'POST /reservations/conference-rooms/update': call({
    access: 'member:1',
    scope: 'book',
    body: roomReservationUpdate,
    answer: roomReservationAnswer,
    refusals: [404, 409],
  }),
  'POST /reservations/conference-rooms/checkin': call({
    access: 'member:1',
    scope: 'book',
    body: byId,
    answer: roomReservationAnswer,
    refusals: [403, 404, 409],
  }),
  'POST /reservations/conference-rooms/delete': call({
    access: 'member:1',
    scope: 'book',
    body: byId,
    answer: roomReservationAnswer,
    refusals: [404],
  }),
  'POST /reservations/conference-rooms/user/upcoming': call({
    access: 'member:1',
    scope: 'read',
    body: upcomingBody,
    answer: roomReservationListAnswer,
    refusals: [404],
  }),
  'GET /reservations/conference-rooms': call({ access: 'member:1', scope: 'read', answer: roomReservationListAnswer }),
  'GET /reservations/conference-rooms/:id': call({
    access: 'member:1',
    scope: 'read',
    params: z.object({ id: z.uuid() }),
    answer: roomReservationAnswer,
    refusals: [404],
  }),
};

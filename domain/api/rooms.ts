import { z } from 'zod';
import { byId, upcomingBody } from '../schemas/desks.js';
import { deletionAnswer, roomCreateBody, roomDeleteBody } from '../schemas/floors.js';
import { roomAnswer, roomListAnswer, roomReservationAnswer, roomReservationListAnswer } from '../schemas/rooms-answers.js';
import { roomIdString, roomReservationUpdate, roomUpdate, roomsOfDay } from '../schemas/rooms.js';
import { call } from './call.js';

export const roomCalls = {
  'GET /api/conference-rooms': call({ access: 'member:1', query: roomsOfDay, answer: roomListAnswer }),
  'GET /api/conference-rooms/info/:roomId': call({
    access: 'member:1',
    params: z.object({ roomId: roomIdString }),
    answer: roomAnswer,
    refusals: [404],
  }),
  'GET /api/conference-rooms/:groupId': call({
    access: 'member:1',
    params: z.object({ groupId: z.string().min(1).max(100) }),
    query: roomsOfDay,
    answer: roomListAnswer,
  }),
  'POST /api/conference-rooms/update': call({ access: 'admin:1', body: roomUpdate, answer: roomAnswer, refusals: [404] }),
  'POST /api/conference-rooms/create': call({ access: 'admin:1', body: roomCreateBody, answer: roomAnswer, refusals: [404, 409] }),
  'POST /api/conference-rooms/delete': call({ access: 'admin:1', body: roomDeleteBody, answer: deletionAnswer, refusals: [404] }),
  'POST /api/reservations/conference-rooms/all': call({ access: 'member:1', body: roomsOfDay, answer: roomReservationListAnswer }),
  'POST /api/reservations/conference-rooms/update': call({
    access: 'member:1',
    body: roomReservationUpdate,
    answer: roomReservationAnswer,
    refusals: [404, 409],
  }),
  'POST /api/reservations/conference-rooms/delete': call({
    access: 'member:1',
    body: byId,
    answer: roomReservationAnswer,
    refusals: [404],
  }),
  'POST /api/reservations/conference-rooms/user/upcoming': call({
    access: 'member:1',
    body: upcomingBody,
    answer: roomReservationListAnswer,
    refusals: [404],
  }),
  'GET /api/reservations/conference-rooms': call({ access: 'member:1', answer: roomReservationListAnswer }),
  'GET /api/reservations/conference-rooms/:id': call({
    access: 'member:1',
    params: z.object({ id: z.uuid() }),
    answer: roomReservationAnswer,
    refusals: [404],
  }),
};

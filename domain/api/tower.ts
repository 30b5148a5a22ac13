import { z } from 'zod';
import {
  parkingAddAnswer,
  parkingRequestAnswer,
  parkingRequestListAnswer,
  parkingSpacesAnswer,
  presenceOutcomeAnswer,
  towerCarAnswer,
  towerCarListAnswer,
  towerDoneAnswer,
  towerIndisciplineListAnswer,
} from '../schemas/tower-answers.js';
import {
  carAddBody,
  carIdBody,
  carUpdateBody,
  dayQuery,
  indisciplineDeleteBody,
  indisciplineQuery,
  modifyCarBody,
  parkingAddBody,
  parkingListQuery,
  parkingUpdateBody,
  parkingUserBody,
} from '../schemas/tower.js';
import { parkingStandingAnswer, standingQuery } from '../schemas/tower-standing.js';
import { call } from './call.js';

const requestId = z.object({ id: z.uuid() });

export const towerCalls = {
  'GET /users/cars': call({ access: 'member:2', scope: 'read', answer: towerCarListAnswer }),
  'GET /users/cars/all': call({ access: 'member:2', scope: 'read', answer: towerCarListAnswer }),
  'GET /cars': call({ access: 'admin:2', scope: 'read', answer: towerCarListAnswer }),
  'POST /cars/add': call({ access: 'member:2', scope: 'book', body: carAddBody, answer: towerCarAnswer, refusals: [409] }),
  'POST /cars/delete': call({ access: 'member:2', scope: 'book', body: carIdBody, answer: towerDoneAnswer, refusals: [404] }),
  'POST /cars/update': call({ access: 'admin:2', scope: 'admin', body: carUpdateBody, answer: towerCarAnswer, refusals: [404, 409] }),
  'POST /cars/massAdd': call({
    access: 'admin:2',
    scope: 'admin',
    consumes: ['multipart/form-data'],
    answer: towerCarListAnswer,
    refusals: [409],
  }),
  'POST /reservations/parking/add': call({
    access: 'member:2',
    scope: 'book',
    body: parkingAddBody,
    answer: parkingAddAnswer,
    refusals: [409],
  }),
  'GET /reservations/parking/delete/:id': call({
    access: 'member:2',
    scope: 'book',
    params: requestId,
    answer: parkingRequestAnswer,
    refusals: [404],
  }),
  'POST /reservations/parking/modifyCar': call({
    access: 'member:2',
    scope: 'book',
    body: modifyCarBody,
    answer: parkingRequestAnswer,
    refusals: [404],
  }),
  'POST /reservations/parking/update': call({
    access: 'member:2',
    scope: 'book',
    body: parkingUpdateBody,
    answer: parkingRequestAnswer,
    refusals: [404],
  }),
  'POST /reservations/parking/user': call({ access: 'member:2', scope: 'read', body: parkingUserBody, answer: parkingRequestListAnswer }),
  'GET /reservations/parking': call({ access: 'admin:2', scope: 'read', query: parkingListQuery, answer: parkingRequestListAnswer }),
  'GET /reservations/parking/parkingSize': call({ access: 'member:2', scope: 'read', query: dayQuery, answer: parkingSpacesAnswer }),
  'GET /reservations/parking/freeSpaces': call({ access: 'member:2', scope: 'read', query: dayQuery, answer: parkingSpacesAnswer }),
  'GET /reservations/parking/standing': call({
    access: 'member:2',
    scope: 'read',
    query: standingQuery,
    answer: parkingStandingAnswer,
  }),
  'GET /reservations/parking/:id': call({
    access: 'member:2',
    scope: 'read',
    params: requestId,
    answer: parkingRequestAnswer,
    refusals: [404],
  }),
  'POST /reservations/parking/presence': call({
    access: 'admin:2',
    scope: 'admin',
    consumes: ['multipart/form-data'],
    answer: presenceOutcomeAnswer,
  }),
  'POST /reservations/parking/exit': call({
    access: 'admin:2',
    scope: 'admin',
    consumes: ['multipart/form-data'],
    answer: presenceOutcomeAnswer,
  }),
  'GET /users/indiscipline': call({ access: 'member:2', scope: 'read', query: indisciplineQuery, answer: towerIndisciplineListAnswer }),
  'POST /users/indiscipline/delete': call({ access: 'admin:2', scope: 'admin', body: indisciplineDeleteBody, answer: towerDoneAnswer }),
};

import { z } from 'zod';
import { floorQueryValue } from '../schemas/desks.js';
import { floorAnswer, floorDeleteBody, floorListAnswer, floorUpdateBody } from '../schemas/floors.js';
import { call, file } from './call.js';

export const floorCalls = {
  'GET /floors': call({ access: 'member:1', scope: 'read', answer: floorListAnswer }),
  'GET /floors/:floor/plan': call({
    access: 'member:1',
    scope: 'read',
    params: z.object({ floor: floorQueryValue }),
    query: z.object({
      v: z
        .string()
        .regex(/^\d{1,19}$/, 'Versiunea planului nu este validă.')
        .optional(),
    }),
    answer: file('plan'),
    refusals: [404],
  }),
  'POST /floors/update': call({ access: 'admin:1', scope: 'admin', body: floorUpdateBody, answer: floorAnswer, refusals: [409] }),
  'POST /floors/plan': call({ access: 'admin:1', scope: 'admin', consumes: ['multipart/form-data'], answer: floorAnswer, refusals: [404] }),
  'POST /floors/delete': call({ access: 'admin:1', scope: 'admin', body: floorDeleteBody, answer: floorAnswer, refusals: [404, 409] }),
};

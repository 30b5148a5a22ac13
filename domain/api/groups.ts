import {
  callerGroupsAnswer,
  deletedGroupAnswer,
  groupDetailsAnswer,
  projectAnswer,
  projectListAnswer,
  versionedGroupAnswer,
} from '../schemas/groups-answers.js';
import { groupDeleteBody, groupIdParams, groupUpdateBody, projectDeskBody } from '../schemas/groups.js';
import { call } from './call.js';

export const groupCalls = {
  'GET /groups': call({ access: 'admin:1', scope: 'read', answer: callerGroupsAnswer }),
  'GET /users/groups': call({ access: 'user', scope: 'read', answer: callerGroupsAnswer }),
  'POST /groups/update': call({
    access: 'admin:1',
    scope: 'admin',
    body: groupUpdateBody,
    answer: versionedGroupAnswer,
    refusals: [404, 409],
  }),
  'GET /groups/:id': call({ access: 'admin:1', scope: 'read', params: groupIdParams, answer: groupDetailsAnswer, refusals: [404] }),
  'POST /groups/delete': call({ access: 'admin:1', scope: 'admin', body: groupDeleteBody, answer: deletedGroupAnswer, refusals: [404] }),
  'GET /manager/projects': call({ access: 'manager', scope: 'read', answer: projectListAnswer }),
  'POST /manager/projects/desks': call({
    access: 'manager',
    scope: 'admin',
    body: projectDeskBody,
    answer: projectAnswer,
    refusals: [404],
  }),
};

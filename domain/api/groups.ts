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
  'GET /api/groups': call({ access: 'admin:1', answer: callerGroupsAnswer }),
  'GET /api/users/groups': call({ access: 'user', answer: callerGroupsAnswer }),
  'POST /api/groups/update': call({ access: 'admin:1', body: groupUpdateBody, answer: versionedGroupAnswer, refusals: [404, 409] }),
  'GET /api/groups/:id': call({ access: 'admin:1', params: groupIdParams, answer: groupDetailsAnswer, refusals: [404] }),
  'POST /api/groups/delete': call({ access: 'admin:1', body: groupDeleteBody, answer: deletedGroupAnswer, refusals: [404] }),
  'GET /api/manager/projects': call({ access: 'manager', answer: projectListAnswer }),
  'POST /api/manager/projects/desks': call({ access: 'manager', body: projectDeskBody, answer: projectAnswer, refusals: [404] }),
};

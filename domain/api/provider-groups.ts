import { providerGroupAnswer, providerGroupsAnswer } from '../schemas/provider-groups-answers.js';
import { providerGroupDeleteBody, providerGroupUpdateBody } from '../schemas/provider-groups.js';
import { call } from './call.js';

// The mapping of the identity provider's groups (decisions §25, #46): the groups' administrators, as for groups (decisions §9).
export const providerGroupCalls = {
  'GET /provider-groups': call({ access: 'admin:1', scope: 'read', answer: providerGroupsAnswer }),
  'POST /provider-groups/update': call({ access: 'admin:1', scope: 'admin', body: providerGroupUpdateBody, answer: providerGroupAnswer }),
  'POST /provider-groups/delete': call({ access: 'admin:1', scope: 'admin', body: providerGroupDeleteBody, answer: providerGroupAnswer }),
};

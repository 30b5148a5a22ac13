import { auditPageAnswer } from '../schemas/audit-answers.js';
import { auditQuery } from '../schemas/audit.js';
import { call } from './call.js';

export const auditCalls = {
  'GET /audit': call({ access: 'admin', scope: 'read', query: auditQuery, answer: auditPageAnswer }),
};

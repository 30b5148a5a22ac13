import { z } from 'zod';
import {
  banStatusAnswer,
  deletedUserAnswer,
  loginAnswer,
  userAnswer,
  usersCreatedAnswer,
  usersListAnswer,
  verifyAnswer,
} from '../schemas/accounts-answers.js';
import { changePasswordBody, loginBody, massRegisterBody, resetPasswordBody, sendResetEmailBody } from '../schemas/accounts.js';
import { registerTurnBody } from '../schemas/tower-users.js';
import { departmentBody, phoneBody, roomBody } from '../schemas/tower.js';
import { userUpdateBody, userUuidBody, usersQuery } from '../schemas/users-admin.js';
import { call } from './call.js';

const nothing = z.null();

export const accountCalls = {
  'POST /api/users/login': call({ access: 'public', body: loginBody, answer: loginAnswer, refusals: [401, 403, 429] }),
  'GET /api/users/logout': call({ access: 'public', answer: nothing }),
  'GET /api/users/verify': call({ access: 'public', answer: verifyAnswer }),
  'POST /api/users/changePassword': call({ access: 'user', body: changePasswordBody, answer: nothing, refusals: [403] }),
  'POST /api/users/sendResetEmail': call({ access: 'public', body: sendResetEmailBody, answer: nothing }),
  'POST /api/users/resetPassword': call({ access: 'public', body: resetPasswordBody, answer: nothing }),
  'GET /api/users/get/:username': call({
    access: 'user',
    params: z.object({ username: z.string().min(1).max(200) }),
    answer: userAnswer,
    refusals: [403, 404],
  }),
  'GET /api/users/info/:uuid': call({ access: 'user', params: z.object({ uuid: z.uuid() }), answer: userAnswer, refusals: [403, 404] }),
  'GET /api/users/group/:groupId': call({
    access: 'manager',
    params: z.object({ groupId: z.string().min(1).max(100) }),
    answer: z.array(userAnswer),
  }),
  'POST /api/users/massRegister': call({
    access: 'admin:1',
    body: massRegisterBody,
    consumes: ['application/json', 'multipart/form-data'],
    answer: usersCreatedAnswer,
    refusals: [409],
  }),
  'GET /api/users/banStatus': call({ access: 'user', answer: banStatusAnswer }),
  'POST /api/auth/oidc/session': call({ access: 'public', answer: loginAnswer, refusals: [401, 404] }),
  'GET /api/users': call({ access: 'buildingAdmin', query: usersQuery, answer: usersListAnswer }),
  'POST /api/users/update': call({ access: 'buildingAdmin', body: userUpdateBody, answer: userAnswer, refusals: [404, 409] }),
  'POST /api/users/setRandomPassword': call({ access: 'buildingAdmin', body: userUuidBody, answer: userAnswer, refusals: [404] }),
  'POST /api/users/delete': call({ access: 'buildingAdmin', body: userUuidBody, answer: deletedUserAnswer, refusals: [404] }),
  'POST /api/users/registerTurn': call({ access: 'admin:2', body: registerTurnBody, answer: userAnswer, refusals: [409] }),
  'POST /api/users/massRegisterTurn': call({
    access: 'admin:2',
    consumes: ['multipart/form-data'],
    answer: usersCreatedAnswer,
    refusals: [409],
  }),
  'POST /api/users/changePhoneNumber': call({ access: 'user', body: phoneBody, answer: userAnswer, refusals: [404] }),
  'POST /api/users/changeDepartmentName': call({ access: 'user', body: departmentBody, answer: userAnswer, refusals: [404] }),
  'POST /api/users/changeRoom': call({ access: 'user', body: roomBody, answer: userAnswer, refusals: [404] }),
};

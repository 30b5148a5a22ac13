import { z } from 'zod';
import {
  banStatusAnswer,
  activeChangedAnswer,
  deletedUserAnswer,
  loginAnswer,
  userAnswer,
  usersCreatedAnswer,
  usersListAnswer,
  verifyAnswer,
} from '../schemas/accounts-answers.js';
import {
  changePasswordBody,
  languageBody,
  loginBody,
  massRegisterBody,
  resetPasswordBody,
  resetTokenBody,
  sendResetEmailBody,
} from '../schemas/accounts.js';
import { registerTurnBody } from '../schemas/tower-users.js';
import { departmentBody, phoneBody, roomBody } from '../schemas/tower.js';
import { userActiveBody, userUpdateBody, userUuidBody, usersQuery } from '../schemas/users-admin.js';
import { call } from './call.js';

const nothing = z.null();

export const accountCalls = {
  'POST /users/login': call({ access: 'public', scope: 'never', body: loginBody, answer: loginAnswer, refusals: [401, 403, 429] }),
  'GET /users/logout': call({ access: 'public', scope: 'never', answer: nothing }),
  'GET /users/verify': call({ access: 'public', scope: 'read', answer: verifyAnswer }),
  'POST /users/changePassword': call({ access: 'user', scope: 'never', body: changePasswordBody, answer: nothing, refusals: [403] }),
  'POST /users/sendResetEmail': call({ access: 'public', scope: 'never', body: sendResetEmailBody, answer: nothing }),
  'POST /users/resetPassword': call({ access: 'public', scope: 'never', body: resetPasswordBody, answer: nothing }),
  'POST /users/checkResetToken': call({ access: 'public', scope: 'never', body: resetTokenBody, answer: nothing }),
  'GET /users/get/:username': call({
    access: 'user',
    scope: 'read',
    params: z.object({ username: z.string().min(1).max(200) }),
    answer: userAnswer,
    refusals: [403, 404],
  }),
  'GET /users/info/:uuid': call({
    access: 'user',
    scope: 'read',
    params: z.object({ uuid: z.uuid() }),
    answer: userAnswer,
    refusals: [403, 404],
  }),
  'GET /users/group/:groupId': call({
    access: 'manager',
    scope: 'read',
    params: z.object({ groupId: z.string().min(1).max(100) }),
    answer: z.array(userAnswer),
  }),
  'POST /users/massRegister': call({
    access: 'admin:1',
    scope: 'admin',
    body: massRegisterBody,
    consumes: ['application/json', 'multipart/form-data'],
    answer: usersCreatedAnswer,
    refusals: [409],
  }),
  'GET /users/banStatus': call({ access: 'user', scope: 'read', answer: banStatusAnswer }),
  'POST /auth/oidc/session': call({ access: 'public', scope: 'never', answer: loginAnswer, refusals: [401, 404] }),
  'GET /users': call({ access: 'buildingAdmin', scope: 'read', query: usersQuery, answer: usersListAnswer }),
  'POST /users/update': call({ access: 'buildingAdmin', scope: 'admin', body: userUpdateBody, answer: userAnswer, refusals: [404, 409] }),
  'POST /users/setRandomPassword': call({
    access: 'buildingAdmin',
    scope: 'never',
    body: userUuidBody,
    answer: userAnswer,
    refusals: [404],
  }),
  'POST /users/delete': call({ access: 'buildingAdmin', scope: 'admin', body: userUuidBody, answer: deletedUserAnswer, refusals: [404] }),
  'POST /users/deactivate': call({
    access: 'buildingAdmin',
    scope: 'admin',
    body: userActiveBody,
    answer: activeChangedAnswer,
    refusals: [404, 409],
  }),
  'POST /users/registerTurn': call({ access: 'admin:2', scope: 'admin', body: registerTurnBody, answer: userAnswer, refusals: [409] }),
  'POST /users/massRegisterTurn': call({
    access: 'admin:2',
    scope: 'admin',
    consumes: ['multipart/form-data'],
    answer: usersCreatedAnswer,
    refusals: [409],
  }),
  'POST /users/changePhoneNumber': call({ access: 'user', scope: 'book', body: phoneBody, answer: userAnswer, refusals: [404] }),
  'POST /users/changeDepartmentName': call({ access: 'user', scope: 'book', body: departmentBody, answer: userAnswer, refusals: [404] }),
  'POST /users/changeRoom': call({ access: 'user', scope: 'book', body: roomBody, answer: userAnswer, refusals: [404] }),
  'POST /users/language': call({ access: 'user', scope: 'book', body: languageBody, answer: userAnswer, refusals: [404] }),
};

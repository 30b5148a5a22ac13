import type { FastifyInstance } from 'fastify';
import { presentUser } from './presenter.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { changeDepartmentName, changeLanguage, changeOfficeRoom, changePhoneNumber } from './profile-service.js';

/** The account screen's edits of the caller's own profile (tower §2, §5), and the person's language (decisions §22). */
export async function profileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['users'];

  route(
    fastify,
    'POST /users/changePhoneNumber',
    {
      tags,
      operationId: 'changeMyPhoneNumber',
      summary: "Change the caller's phone number",
      description:
        'Any signed-in user, on their own account. 10 digits, or + and 11 to 15 digits (tower §5), stored without spaces, dots or dashes; answers the updated user.',
    },
    async (req) => ok(presentUser(await changePhoneNumber(ctx, caller(req), req.body.phoneNumber))),
  );

  route(
    fastify,
    'POST /users/changeDepartmentName',
    {
      tags,
      operationId: 'changeMyDepartmentName',
      summary: "Change the caller's department name",
      description: 'Any signed-in user, on their own account; the name may not be empty. Answers the updated user.',
    },
    async (req) => ok(presentUser(await changeDepartmentName(ctx, caller(req), req.body.departmentName))),
  );

  route(
    fastify,
    'POST /users/changeRoom',
    {
      tags,
      operationId: 'changeMyOfficeRoom',
      summary: "Change the caller's office room and floor",
      description:
        'Any signed-in user, on their own account; at least one of `officeRoom` and `officeFloor`, an empty one staying as it was. Answers the updated user.',
    },
    async (req) => ok(presentUser(await changeOfficeRoom(ctx, caller(req), req.body.officeRoom, req.body.officeFloor))),
  );

  route(
    fastify,
    'POST /users/language',
    {
      tags,
      operationId: 'changeMyLanguage',
      summary: 'Change the language the caller reads the product in',
      description:
        "Any signed-in user, of either building, on their own account: `ro` (Romanian, every account's default) or `en` (English); any other value, or none, is refused with 400 (reason `invalid`, message 'Limba aleasă nu este disponibilă…'). Answers the updated user. Decisions §22: the API's messages stay Romanian whatever the language; the web words each refusal by its `reason`.",
    },
    async (req) => ok(presentUser(await changeLanguage(ctx, caller(req), req.body.language))),
  );
}

import type { FastifyInstance } from 'fastify';
import { presentUser } from './presenter.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { changeDepartmentName, changeOfficeRoom, changePhoneNumber } from './profile-service.js';

/** The account screen's edits of the caller's own profile (tower §2, §5). */
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
}

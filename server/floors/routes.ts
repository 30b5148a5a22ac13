import type { FastifyInstance } from 'fastify';
import { PLAN_LIMIT } from '../../domain/floors/rules.js';
import { PLAN_MAX_BYTES } from '../../domain/schemas/floors.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { readFileAndFields } from '../uploads/multipart.js';
import { deleteFloor, listFloors, updateFloor } from './floor-service.js';
import { route } from '../http/route.js';
import { planFile, uploadPlan } from './plan-service.js';

/**
 * What a served plan may do when opened on its own: nothing but draw itself (no script, no request
 * out; images only from inside the file), whatever an SVG carried past the cleaning.
 */
const PLAN_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The floors of building 1 and their plans (decisions §18). */
export async function floorRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['floors'];

  route(
    fastify,
    'GET /floors',
    {
      tags,
      operationId: 'listFloors',
      summary: 'The floors of CityOffices, with their plans and group zones',
      description:
        'Members of building 1. Every floor in order: its name, the size of its plan in plan units (x right, y down, origin top-left), the address of its uploaded plan (a new one on each upload; null: no plan, the map draws the outline) and the zones of its groups.',
    },
    async () => ok(await listFloors(ctx)),
  );

  route(
    fastify,
    'GET /floors/:floor/plan',
    {
      tags,
      operationId: 'getFloorPlan',
      summary: "A floor's uploaded plan",
      description:
        "Members of building 1, with the `Authorization` header as every call (the web reads it with fetch, as a blob). The file as stored, under its type (an SVG as cleaned on upload), with `X-Content-Type-Options: nosniff`, a Content-Security-Policy that lets it load nothing, and a private cache header (a year when `v` is the floor's current version, as `planUrl` gives it). 404 when the floor has no plan.",
    },
    async (req, reply) => {
      const plan = await planFile(ctx, req.params.floor);
      const current = req.query.v === plan.version;
      return reply
        .type(plan.type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', PLAN_CSP)
        .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .send(plan.bytes);
    },
  );

  route(
    fastify,
    'POST /floors/update',
    {
      tags,
      operationId: 'updateFloor',
      summary: 'Create a floor, or change its name, plan size or group zones',
      description:
        "Administrators of building 1 (decisions §18). A floor that does not exist is created ('Etajul N', 1000 × 600, no zones unless given); what is not sent keeps its value. Zones must lie on the plan (400 floor.outsidePlan); a smaller plan that would leave a desk, room or zone outside is refused (409 floor.itemsOutside): desks and rooms keep their place, counted from the top-left corner. Audited. Answers the floor.",
    },
    async (req) => ok(await updateFloor(ctx, caller(req), req.body)),
  );

  route(
    fastify,
    'POST /floors/plan',
    {
      tags,
      operationId: 'uploadFloorPlan',
      summary: "Upload a floor's plan (SVG, PNG or JPEG)",
      description: `Administrators of building 1 (decisions §18). multipart/form-data with the floor (\`floor\`) and the file (\`file\`, at most ${PLAN_MAX_BYTES / (1024 * 1024)} MB). The content decides what the file is: an SVG that parses, cleaned before it is stored (no script, event attribute, foreignObject or reference out of the file), a PNG or a JPEG; anything else is refused (400 floor.planType, or floor.planUnreadable when it claims one of the three types or its size cannot be read). The file is read in a child process of its own: an SVG of more than ${PLAN_LIMIT.elements} elements or nested deeper than ${PLAN_LIMIT.depth} is refused before it is parsed (400 floor.planTooManyElements, floor.planTooDeep), one whose cleaning takes more than ${PLAN_LIMIT.seconds} s or ${PLAN_LIMIT.heapMb} MB is refused too (400 floor.planTooComplex), and so is an image declaring more than ${PLAN_LIMIT.pixels} × ${PLAN_LIMIT.pixels} pixels (400 floor.planTooManyPixels). 404 for a floor that does not exist. Stored whole or not at all, audited; answers the floor with its new \`planUrl\`.`,
      uploadFields: {
        file: 'The plan: an SVG, PNG or JPEG file.',
        fields: { floor: { type: 'string', pattern: '^\\d{1,3}$', description: 'The floor, a whole number from 0 to 200.' } },
      },
    },
    async (req) => {
      const { file, fields } = await readFileAndFields(req);
      return ok(await uploadPlan(ctx, caller(req), fields, file));
    },
  );

  route(
    fastify,
    'POST /floors/delete',
    {
      tags,
      operationId: 'deleteFloor',
      summary: 'Delete an empty floor',
      description:
        'Administrators of building 1 (decisions §18). Only a floor with no desks and no rooms (deleted ones do not count): otherwise 409 floor.notEmpty; 404 floor.notFound for a floor that does not exist. Its plan goes with it. Audited; answers the floor as it was.',
    },
    async (req) => ok(await deleteFloor(ctx, caller(req), req.body.floor)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { listSettings, updateSetting } from './settings-service.js';

export async function settingsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['config'];

  route(
    fastify,
    'GET /config',
    {
      tags,
      operationId: 'listSettings',
      summary: 'List the configuration parameters of both buildings',
      description:
        'Any signed-in user: the stored parameters {name, value, building} of both buildings (flex-office §9, decisions §6 and §7); a parameter not listed has its default.',
    },
    async () => ok(await listSettings(ctx)),
  );

  route(
    fastify,
    'POST /config/update',
    {
      tags,
      operationId: 'updateSetting',
      summary: 'Change one configuration parameter of a building',
      description:
        "Administrators of that building (403 otherwise): one parameter, checked against the building's other values (400 for an unknown parameter or a value out of range). `value` null clears a weekday's capacity. `retentionMonths` (decisions §25) is one value for the whole product, sent as building 1's and changed by role admin only: 0 keeps everything, otherwise 6–120 months and never shorter than the longest `calculateIndisciplineDays`, `calculateSortingIndisciplineDays` or `banDays` of both buildings (400 app.paramRetentionMonths, app.paramRetentionTooShort); while it is on, those three may not outgrow it (400 app.paramWindowBeyondRetention).",
    },
    async (req) => ok(await updateSetting(ctx, caller(req), req.body)),
  );
}

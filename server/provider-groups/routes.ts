import type { FastifyInstance } from 'fastify';
import { MSG } from '../../domain/messages.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { route } from '../http/route.js';
import { listProviderGroups, saveProviderGroup } from './provider-groups-service.js';

/** The mapping of the identity provider's groups to the product's (decisions §25, #46), beside the groups' administration. */
export async function providerGroupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const tags = ['groups'];

  route(
    fastify,
    'GET /provider-groups',
    {
      tags,
      operationId: 'listProviderGroups',
      summary: "The mapping of the identity provider's groups to the product's groups",
      description:
        "Administrators of CityOffices. Each provider group (a value of the sign-in's OIDC_GROUPS_CLAIM, or a SCIM group's displayName or externalId) with the product groups its members hold; `follows` says what applies it: `claim` at each company sign-in, `scim` when SCIM_TOKEN is set (the claim is then unused), null when neither.",
    },
    async (req) => ok(await listProviderGroups(ctx, caller(req))),
  );

  route(
    fastify,
    'POST /provider-groups/update',
    {
      tags,
      operationId: 'saveProviderGroup',
      summary: "Set the product groups of one of the identity provider's groups",
      description:
        "Administrators of CityOffices. `groups` is the whole new list (empty removes the mapping); only the product groups mapped follow the provider, and a person's other groups are left as they are. An unknown group is refused (400, `app.mappedGroupUnknown`); a building administrator adds or removes only groups of the buildings they administer (403, `app.mappedGroupOtherBuilding`). Audited when something changed.",
    },
    async (req) => ({ ...ok(await saveProviderGroup(ctx, caller(req), req.body)), message: MSG.providerGroupSaved }),
  );

  route(
    fastify,
    'POST /provider-groups/delete',
    {
      tags,
      operationId: 'deleteProviderGroup',
      summary: "Remove the mapping of one of the identity provider's groups",
      description:
        'Administrators of CityOffices: as an update with no groups (the same 403 for a group of a building the caller does not administer). Nobody loses a group at once; from the next sign-in only the mappings left apply. A provider group not mapped answers the same.',
    },
    async (req) => ({
      ...ok(await saveProviderGroup(ctx, caller(req), { providerGroup: req.body.providerGroup, groups: [] })),
      message: MSG.providerGroupDeleted,
    }),
  );
}

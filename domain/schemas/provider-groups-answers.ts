import { z } from 'zod';

// The answers of the console's mapping of the identity provider's groups (decisions §25, #46).

/** One provider group and the product groups it maps to. */
export const providerGroupAnswer = z
  .object({
    /** The group as the provider names it. */
    providerGroup: z.string(),
    /** The ids of the product groups its members hold, sorted. */
    groups: z.array(z.string()),
  })
  .meta({
    id: 'ProviderGroup',
    description: "A group of the company's identity provider and the product groups its members are given.",
    example: { providerGroup: 'birou-it', groups: ['it'] },
  });
export type ProviderGroup = z.infer<typeof providerGroupAnswer>;

/** GET /api/provider-groups: where membership comes from, and the mapping. */
export const providerGroupsAnswer = z
  .object({
    /**
     * What makes the mapped groups follow the provider: the sign-in's groups claim (OIDC_GROUPS_CLAIM),
     * SCIM (SCIM_TOKEN, which then replaces the claim), or nothing (null: the mapping is kept but unused).
     */
    follows: z.literal(['claim', 'scim', null]),
    mappings: z.array(providerGroupAnswer),
  })
  .meta({
    id: 'ProviderGroups',
    description: "The console's mapping of the identity provider's groups to the product's groups (decisions §25), by provider group.",
    example: { follows: 'claim', mappings: [{ providerGroup: 'birou-it', groups: ['it'] }] },
  });
export type ProviderGroups = z.infer<typeof providerGroupsAnswer>;

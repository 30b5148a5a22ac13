import { PROVIDER_GROUP_MAX } from '../provider-groups.js';
import { z } from '../zod-ro.js';
import { groupIdString } from './groups.js';
import { noControlChars } from './text.js';

// Request bodies of the console's mapping of the identity provider's groups (decisions §25, #46).

/** A group as the provider names it (a claim's value, a SCIM group's displayName or externalId): one line, trimmed. */
export const providerGroupName = z.string().trim().min(1).max(PROVIDER_GROUP_MAX).check(noControlChars());

/** A provider group's product groups, the whole new list: an empty list removes its mapping. */
export const providerGroupUpdateBody = z.object({
  providerGroup: providerGroupName,
  groups: z.array(groupIdString).max(500),
});
export type ProviderGroupUpdateBody = z.infer<typeof providerGroupUpdateBody>;

export const providerGroupDeleteBody = z.object({ providerGroup: providerGroupName });

import { apiCall } from './client.js';

// The console's mapping of the identity provider's groups to the product's (decisions §25, #46); shapes
// as domain/schemas/provider-groups-answers.ts declares them.

export type { ProviderGroup, ProviderGroups } from '@domain/schemas/provider-groups-answers.js';

/** Every mapping, and what applies it (the sign-in's claim, SCIM, or nothing). */
export const listProviderGroups = (signal?: AbortSignal) => apiCall('GET /provider-groups', undefined, { signal });

/** A provider group's product groups, the whole new list. */
export const saveProviderGroup = (providerGroup: string, groups: string[]) =>
  apiCall('POST /provider-groups/update', { providerGroup, groups });

export const deleteProviderGroup = (providerGroup: string) => apiCall('POST /provider-groups/delete', { providerGroup });

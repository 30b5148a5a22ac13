import type { GroupUpdateBody } from '@domain/schemas/groups.js';
import { apiCall } from './client.js';

// The groups administration of decisions §9 (administrators of the flexible office); shapes as
// domain/schemas/groups-answers.ts declares them.

export type { GroupDesk, GroupDetails, GroupRoom, VersionedGroup } from '@domain/schemas/groups-answers.js';

/** Every group (both buildings; the consoles keep their own). */
export const allGroups = async (signal?: AbortSignal) => (await apiCall('GET /groups', undefined, { signal })).groups;

export const groupDetails = (id: string, signal?: AbortSignal) => apiCall('GET /groups/:id', { id }, { signal });

/** Creates (no `_id`) or changes a group as read at `version`; the lists sent are the whole new membership. */
export const saveGroup = (body: GroupUpdateBody) => apiCall('POST /groups/update', body);

export const deleteGroup = (id: string) => apiCall('POST /groups/delete', { _id: id });

import type { GroupUpdateBody } from '@domain/schemas/groups.js';
import { api } from './client.js';

// The groups administration of decisions §9 (administrators of the flexible office); shapes as
// domain/schemas/groups-answers.ts declares them.

export type { GroupDesk, GroupDetails, GroupRoom, VersionedGroup } from '@domain/schemas/groups-answers.js';

/** Every group (both buildings; the consoles keep their own). */
export const allGroups = async (signal?: AbortSignal) => (await api.call('GET /api/groups', {}, { signal })).groups;

export const groupDetails = (id: string, signal?: AbortSignal) => api.call('GET /api/groups/:id', { params: { id } }, { signal });

/** Creates (no `_id`) or changes a group as read at `version`; the lists sent are the whole new membership. */
export const saveGroup = (body: GroupUpdateBody) => api.call('POST /api/groups/update', { body });

export const deleteGroup = (id: string) => api.call('POST /api/groups/delete', { body: { _id: id } });

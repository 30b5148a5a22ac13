import { API_BASE, apiCall, requestFile } from './client.js';

// The floors of building 1 (decisions §18): the list every map draws and the uploaded plan. The
// administrators' calls that lay a floor out are in floors-admin.ts.

export type { FloorInfo, FloorZone } from '@domain/schemas/floors.js';

/** Said in place of a map or a floor's list while the building has no floor (decisions §18). */
export const NO_FLOORS = 'Nu există încă etaje. Un administrator le poate adăuga în consola „Planuri”.';

/** The floors, ordered by number. */
export const getFloors = (signal?: AbortSignal) => apiCall('GET /floors', undefined, { signal });

/**
 * A floor's uploaded plan as a file, fetched with the session's token like every call (never a
 * token in an address): the map shows it through an object URL. `planUrl` is the floor's, under /api.
 */
export async function floorPlanBlob(planUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = planUrl.startsWith(`${API_BASE}/`) ? planUrl.slice(API_BASE.length) : planUrl;
  const res = await requestFile(path, signal);
  return res.blob();
}

import type { CallInput } from '@domain/api/index.js';
import { apiCall } from './client.js';

// The displays of the console (decisions §24): building 1's administrators list, make, change, give a new
// link and delete them; shapes as domain/schemas/display-answers.ts declares them.

export type { Display } from '@domain/schemas/display-answers.js';
/** A display made (no `_id`) or changed: its name and its room or its floor, one of the two. */
export type DisplayRequest = CallInput<'POST /displays/update'>;

/** The displays, never their addresses. */
export const listDisplays = () => apiCall('GET /displays');

/** A display made (its `url` in the answer, this once) or changed. */
export const saveDisplay = (display: DisplayRequest) => apiCall('POST /displays/update', display);

/** A new address for a display: the old one stops working; the new one is in `url`, this once. */
export const regenerateDisplay = (id: string) => apiCall('POST /displays/:id/regenerate', { id });

export const deleteDisplay = (id: string) => apiCall('POST /displays/delete', { _id: id });

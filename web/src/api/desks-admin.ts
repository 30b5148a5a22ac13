import type { DeskUpdateBody } from '@domain/schemas/desks.js';
import { apiCall } from './client.js';

// The administrators' desk settings (decisions §9): groups, and a holder for whom the desk is
// blocked (type Manager) or allocated (type Reserved). Answers the desk as today's map shows it, every field present.
export const updateDesk = (body: DeskUpdateBody) => apiCall('POST /desks/update', body);

import type { DeskUpdateBody } from '../../../domain/schemas/desks.js';
import { api } from './client.js';
import { readDesk } from './desks.js';

// The administrators' desk settings (decisions §9): groups, and a holder for whom the desk is
// blocked (type Manager) or allocated (type Reserved). Answers the desk as today's map shows it.
export const updateDesk = async (body: DeskUpdateBody) => readDesk(await api.post<Parameters<typeof readDesk>[0]>('/desks/update', body));

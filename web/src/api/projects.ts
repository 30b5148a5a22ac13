import type { ProjectDeskBody } from '@domain/schemas/groups.js';
import { apiCall } from './client.js';

// The managers' projects (decisions §9, flex-office §2 'My projects'); shapes as
// domain/schemas/groups-answers.ts declares them.

/** A desk as the managers' projects list it. */
export type { GroupDesk as ProjectDesk, Project } from '@domain/schemas/groups-answers.js';

export const myProjects = () => apiCall('GET /manager/projects');

/** Adds a desk to a project or takes it out; answers the project as myProjects lists it. */
export const changeProjectDesk = (body: ProjectDeskBody) => apiCall('POST /manager/projects/desks', body);

import type { Group } from '../../../domain/schemas/accounts.js';
import type { ProjectDeskBody } from '../../../domain/schemas/groups.js';
import { api } from './client.js';

// The managers' projects (decisions §9, flex-office §2 'My projects').

/** A desk as the managers' projects list it (server/groups/presenter.ts presentGroupDesk). */
export interface ProjectDesk {
  deskId: string;
  floor: number;
  groupsIdList: string[];
  type: 'Reserved' | 'Manager' | null;
  manager: string | null;
}

/** A project the caller manages: its desks, and the desks of the caller's departments it could still take. */
export interface Project extends Group {
  desks: ProjectDesk[];
  availableDesks: ProjectDesk[];
}

export const myProjects = () => api.get<Project[]>('/manager/projects');

/** Adds a desk to a project or takes it out; answers the project as myProjects lists it. */
export const changeProjectDesk = (body: ProjectDeskBody) => api.post<Project>('/manager/projects/desks', body);

export const PROJECTS_KEY = ['manager-projects'] as const;

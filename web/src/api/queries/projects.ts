import { queryOptions } from '@tanstack/react-query';
import { myProjects } from '@/api/projects.js';

// The managers' projects (decisions §9, flex-office §2 'My projects').

export const projectKeys = {
  all: ['manager-projects'] as const,
};

/** The projects the caller manages, each with its desks and the desks it could still take. */
export const getMyProjectsQueryOptions = () => queryOptions({ queryKey: projectKeys.all, queryFn: myProjects });

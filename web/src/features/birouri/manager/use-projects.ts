import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG } from '../../../../../domain/messages.js';
import type { ProjectDeskBody } from '../../../../../domain/schemas/groups.js';
import { errorMessage } from '../../../api/client.js';
import { changeProjectDesk, myProjects, PROJECTS_KEY, type Project } from '../../../api/projects.js';
import { useNotify } from '../../../components/snackbar-provider.js';

/** The projects the caller manages, each with its desks and the desks it could still take. */
export function useMyProjects() {
  return useQuery({ queryKey: PROJECTS_KEY, queryFn: myProjects });
}

/**
 * Adds a desk to a project or takes it out (flex-office §8 messages). The answer is the project
 * as the list shows it, put in place at once; the maps reload, since who may book the desk changed.
 * A removal's success is the caller's to show: it offers to undo it.
 */
export function useProjectDesk(onRemoved: (b: ProjectDeskBody) => void) {
  const qc = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: changeProjectDesk,
    onSuccess: async (project, b) => {
      qc.setQueryData<Project[]>(PROJECTS_KEY, (list) => list?.map((p) => (p._id === project._id ? project : p)));
      if (b.action === 'add') notify.success(MSG.projectDeskAdded);
      else onRemoved(b);
      await Promise.all([qc.invalidateQueries({ queryKey: ['desks'] }), qc.invalidateQueries({ queryKey: PROJECTS_KEY })]);
    },
    onError: (e, b) => notify.error(`${b.action === 'add' ? MSG.projectDeskAddFailed : MSG.projectDeskRemoveFailed} ${errorMessage(e)}`),
  });
}

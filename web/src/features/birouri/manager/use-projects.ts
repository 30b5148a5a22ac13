import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectDeskBody } from '@domain/schemas/groups.js';
import { errorMessage } from '@/api/client.js';
import { changeProjectDesk } from '@/api/projects.js';
import { deskKeys } from '@/api/queries/desks.js';
import { getMyProjectsQueryOptions, projectKeys } from '@/api/queries/projects.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { translate } from '@/i18n/i18n.js';
import { manager } from '@/i18n/manager.js';

/** The projects the caller manages, each with its desks and the desks it could still take. */
export function useMyProjects() {
  return useQuery(getMyProjectsQueryOptions());
}

/**
 * Adds a desk to a project or takes it out (flex-office §8 messages). The answer is the project
 * as the list shows it, put in place at once; the maps reload, since who may book the desk changed.
 * A removal's success is the caller's to show: it offers to undo it. The messages are domain/messages.ts's,
 * in the person's language (area manager; the page that calls this speaks it).
 */
export function useProjectDesk(onRemoved: (b: ProjectDeskBody) => void) {
  const qc = useQueryClient();
  const notify = useNotify();
  const refresh = useInvalidate(deskKeys.all, projectKeys.all);
  return useMutation({
    mutationFn: changeProjectDesk,
    onSuccess: async (project, b) => {
      qc.setQueryData(getMyProjectsQueryOptions().queryKey, (list) => list?.map((p) => (p._id === project._id ? project : p)));
      if (b.action === 'add') notify.success(translate(manager, 'manager.project.added'));
      else onRemoved(b);
      await refresh();
    },
    onError: (e, b) =>
      notify.error(
        `${translate(manager, b.action === 'add' ? 'manager.project.addFailed' : 'manager.project.removeFailed')} ${errorMessage(e)}`,
      ),
  });
}

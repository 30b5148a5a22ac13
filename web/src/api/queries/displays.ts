import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDisplay, listDisplays, regenerateDisplay, saveDisplay } from '@/api/displays-admin.js';

// The displays (decisions §24): the flexible office console's section 'Ecrane'.

export const displayKeys = {
  all: ['displays'] as const,
  list: ['displays', 'list'] as const,
};

export const getDisplaysQueryOptions = () => queryOptions({ queryKey: displayKeys.list, queryFn: listDisplays });

export const useDisplays = () => useQuery(getDisplaysQueryOptions());

/** Makes or changes a display; the list is read again. */
export function useSaveDisplay() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveDisplay, onSuccess: () => qc.invalidateQueries({ queryKey: displayKeys.list }) });
}

/** 'Generați alt link'. The list does not change: nothing of the address is listed. */
export function useRegenerateDisplay() {
  return useMutation({ mutationFn: regenerateDisplay });
}

/** Deletes a display; the list is read again. */
export function useDeleteDisplay() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteDisplay, onSuccess: () => qc.invalidateQueries({ queryKey: displayKeys.list }) });
}

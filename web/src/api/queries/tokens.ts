import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createToken, deleteToken, listBuildingTokens, listTokens } from '@/api/tokens.js';

// Personal API tokens (decisions §23): the page 'Tokenuri API'.

export const tokenKeys = {
  all: ['api-tokens'] as const,
  mine: ['api-tokens', 'mine'] as const,
  building: ['api-tokens', 'building'] as const,
};

/** The caller's tokens. */
export const getTokensQueryOptions = () => queryOptions({ queryKey: tokenKeys.mine, queryFn: listTokens });

/** The tokens of the people of the buildings the caller administers (administrators only). */
export const getBuildingTokensQueryOptions = () => queryOptions({ queryKey: tokenKeys.building, queryFn: listBuildingTokens });

export const useTokens = () => useQuery(getTokensQueryOptions());
export const useBuildingTokens = () => useQuery(getBuildingTokensQueryOptions());

/** Makes a token; both lists are read again (an administrator's own tokens are among their building's). */
export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createToken, onSuccess: () => qc.invalidateQueries({ queryKey: tokenKeys.all }) });
}

/** Deletes a token; both lists are read again. */
export function useDeleteToken() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteToken, onSuccess: () => qc.invalidateQueries({ queryKey: tokenKeys.all }) });
}

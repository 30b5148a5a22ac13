import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks every query under these key prefixes stale, so what a change touched is reloaded. */
export function useInvalidate(...prefixes: readonly QueryKey[]) {
  const qc = useQueryClient();
  return () => Promise.all(prefixes.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { floorPlanBlob, getFloors } from '@/api/floors.js';
import { floorKeys } from './floor-keys.js';

export { floorKeys };

// The floors of building 1 (decisions §18): every map, floor selector and floor filter reads them here.

export const getFloorsQueryOptions = () => queryOptions({ queryKey: floorKeys.list(), queryFn: ({ signal }) => getFloors(signal) });

/** The floors of building 1, ordered by number. */
export function useFloors() {
  return useQuery(getFloorsQueryOptions());
}

/**
 * An object URL of a floor's uploaded plan (the SVG's background), fetched with the token; null
 * without a plan or until it arrives. The URL is revoked when the plan changes or the map closes.
 */
export function usePlanImage(planUrl: string | null): string | null {
  const blob = useQuery({
    queryKey: floorKeys.plan(planUrl),
    queryFn: ({ signal }) => floorPlanBlob(planUrl!, signal),
    enabled: !!planUrl,
    // The address changes with every upload: an answer for one never goes stale.
    staleTime: Infinity,
  });
  const data = planUrl ? blob.data : undefined;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return setUrl(null);
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data]);
  return url;
}

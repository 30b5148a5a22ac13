import { useEffect, useRef } from 'react';

/**
 * Runs `act(key)` once per key, as a page opens on it: React's development double effect and a
 * re-render do not run it twice (a page that checks in as it opens sends its request once).
 */
export function useOncePerKey(key: string, act: (key: string) => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    act(key);
  }, [key, act]);
}

import { useEffect } from 'react';

/** An e-ink display's whole page is loaded again this often: its browser may hold no stream open, and a full refresh clears the ghosts partial repaints leave. */
export const EINK_RELOAD_MS = 60_000;

/** In e-ink mode, a full reload each minute instead of the live stream (decisions §24). */
export function useEinkReload(eink: boolean): void {
  useEffect(() => {
    if (!eink) return;
    const timer = setTimeout(() => window.location.reload(), EINK_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [eink]);
}

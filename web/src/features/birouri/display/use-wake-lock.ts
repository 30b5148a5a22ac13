import { useEffect } from 'react';

/** The one kind of wake lock there is: the screen's. */
const SCREEN: WakeLockType = 'screen';

/**
 * Keeps the screen on while the display is shown (Screen Wake Lock API, where the browser has it). The
 * browser lets the lock go whenever the page is hidden: it is asked for again each time it is shown.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
    if (!wakeLock) return;
    let stopped = false;
    let held: WakeLockSentinel | null = null;
    const ask = async () => {
      if (stopped || document.visibilityState !== 'visible' || (held && !held.released)) return;
      try {
        const got = await wakeLock.request(SCREEN);
        if (stopped) void got.release();
        else held = got;
      } catch {
        // Refused (battery saver, a page not served over HTTPS): the screen follows its own settings.
      }
    };
    void ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', ask);
      void held?.release();
    };
  }, []);
}

import { useEffect, useState } from 'react';

/** How often the display looks at the clock again: a reservation's start or end shows within this. */
export const CLOCK_TICK_MS = 15_000;

/**
 * The server's time now (the browser's plus `offset`, from the view's `now`), the component rendered
 * again every CLOCK_TICK_MS: the room turns busy or free on time without asking the server.
 */
export function useDisplayClock(offset: number): Date {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return new Date(Date.now() + offset);
}

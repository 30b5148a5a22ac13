import { useCallback, useEffect, useState } from 'react';

/**
 * A message that hides itself after `ms` milliseconds (login error 5 s, reset
 * notices 10 s). Showing a message again restarts the wait.
 */
export function useTimedMessage(ms: number) {
  const [shown, setShown] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback((text: string) => setShown({ text }), []);
  const hide = useCallback(() => setShown(null), []);
  return [shown?.text ?? null, show, hide] as const;
}

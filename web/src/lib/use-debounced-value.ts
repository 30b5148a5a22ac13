import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms`: a search asks the server when typing pauses, not at every key. */
export function useDebouncedValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

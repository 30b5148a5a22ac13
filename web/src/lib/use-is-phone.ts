import { useEffect, useState } from 'react';
import { isPhone } from './is-phone.js';

function detect(): boolean {
  if (typeof window === 'undefined') return false;
  return isPhone(window.innerWidth, window.navigator.userAgent);
}

/** isPhone for the current window, updated when it is resized or turned. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(detect);
  useEffect(() => {
    const update = () => setPhone(detect());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return phone;
}

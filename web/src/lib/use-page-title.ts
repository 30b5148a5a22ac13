import { useEffect } from 'react';
import { APP_NAME } from '../app/app-name.js';

/** Names the browser tab after the page, for history and screen readers. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${APP_NAME}` : APP_NAME;
  }, [title]);
}

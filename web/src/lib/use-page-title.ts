import { useEffect } from 'react';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** Names the browser tab after the page, for history and screen readers. */
export function usePageTitle(title: string): void {
  const app = useT(shell)('shell.appName');
  useEffect(() => {
    document.title = title ? `${title} – ${app}` : app;
  }, [title, app]);
}

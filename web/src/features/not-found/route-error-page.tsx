import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import '@/components/plain/plain.css';

/**
 * A page that crashed: say so in the person's language and offer a way back. Without MUI: it is the root
 * route's error element, in the first download (issue #12), and outside the shell's theme.
 */
export function RouteErrorPage() {
  const t = useT(shell);
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="plain-error">
      <h1 className="plain-title">{t('shell.genericError')}</h1>
      <a className="plain-button is-contained" href="/">
        {t('shell.backHome')}
      </a>
    </main>
  );
}

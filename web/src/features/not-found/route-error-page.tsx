import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MSG } from '@domain/messages.js';
import '@/components/plain/plain.css';

/**
 * A page that crashed: say so in Romanian and offer a way back. Without MUI: it is the root
 * route's error element, in the first download (issue #12), and outside the shell's theme.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="plain-error">
      <h1 className="plain-title">{MSG.genericError}</h1>
      <a className="plain-button is-contained" href="/">
        Înapoi la pagina principală
      </a>
    </main>
  );
}

import { Outlet } from 'react-router';
import { UnconfirmedDialog } from '../features/auth/unconfirmed-dialog.js';
import { ShellProviders } from './providers.js';

/**
 * The layout of every route but /login, loaded with the first of them (issue #12): MUI, the
 * query cache and the snackbars stay out of the first download. It shows the page and the
 * after-login dialog of an unconfirmed account.
 */
export function AppShell() {
  return (
    <ShellProviders>
      <Outlet />
      <UnconfirmedDialog />
    </ShellProviders>
  );
}

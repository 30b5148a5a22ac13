import { Outlet } from 'react-router';
import { ConnectionNotice } from '../components/connection-notice.js';
import { UnconfirmedDialog } from '../features/auth/unconfirmed-dialog.js';
import { LiveUpdates } from './live-updates.js';
import { ShellProviders } from './providers.js';

/**
 * The layout of every route but /login, loaded with the first of them (issue #12): MUI, the
 * query cache and the snackbars stay out of the first download. It shows the page and the
 * after-login dialog of an unconfirmed account, and the notice of a lost connection.
 */
export function AppShell() {
  return (
    <ShellProviders>
      <ConnectionNotice />
      <LiveUpdates />
      <Outlet />
      <UnconfirmedDialog />
    </ShellProviders>
  );
}

import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { useSession } from '../features/auth/session.js';
import { UnconfirmedDialog } from '../features/auth/unconfirmed-dialog.js';

/** Waits for the token check, then shows the page and the after-login dialog. */
export function RootLayout() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  return (
    <>
      <Outlet />
      <UnconfirmedDialog />
    </>
  );
}

import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { useSession } from '../lib/session.js';

/** Waits for the token check, then shows the page. */
export function RootLayout() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  return <Outlet />;
}

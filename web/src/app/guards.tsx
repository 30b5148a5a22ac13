import { Navigate, Outlet, useLocation } from 'react-router';
import { homeOf, type BuildingCode } from '@domain/buildings.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { loginPathBackTo } from '../lib/return-path.js';
import { useSession, useUser } from '../lib/session.js';
import { canSeeManagerPages, isAdminOf } from './permissions.js';

/**
 * Logged-in routes: anyone else goes to /login (or where the session ended to). With `comeBack`
 * (a scanned desk label), a visitor who never had a session comes back to the address after login.
 */
export function RequireAuth({ comeBack }: { comeBack?: boolean }) {
  const { status, user, loginPath } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (!user) return <Navigate to={comeBack && loginPath === '/login' ? loginPathBackTo(pathname + search) : loginPath} replace />;
  return <Outlet />;
}

/** Administrator pages of a building; others go to the area's home. */
export function RequireAdmin({ building, fallback }: { building: BuildingCode; fallback: string }) {
  const user = useUser();
  return isAdminOf(user, building) ? <Outlet /> : <Navigate to={fallback} replace />;
}

/** Manager pages: users who manage a group, and administrators. */
export function RequireManager({ fallback }: { fallback: string }) {
  const user = useUser();
  return canSeeManagerPages(user) ? <Outlet /> : <Navigate to={fallback} replace />;
}

/**
 * `/`: straight to the person's building (or to the choice of building), drawn without any layout: a
 * top bar shown on the way had a user menu that the building's page replaced under the pointer.
 */
export function HomeRedirect() {
  return <Navigate to={homeOf(useUser())} replace />;
}

import { Navigate, Outlet } from 'react-router';
import type { BuildingCode } from '@domain/buildings.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { useSession, useUser } from '../lib/session.js';
import { canSeeManagerPages, isAdminOf } from './permissions.js';

/** Logged-in routes: anyone else goes to /login (or where the session ended to). */
export function RequireAuth() {
  const { status, user, loginPath } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (!user) return <Navigate to={loginPath} replace />;
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

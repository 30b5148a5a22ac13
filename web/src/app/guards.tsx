import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canEnter, redirectForBuilding, type BuildingCode } from '../../../domain/buildings.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { useSession, useUser } from '../features/auth/session.js';
import { NoAccessPage } from '../features/not-found/no-access-page.js';
import { APP_NAME } from './app-name.js';
import { TopBar } from './layouts/top-bar.js';
import { canSeeManagerPages, isAdminOf } from './permissions.js';

/** Logged-in routes: anyone else goes to /login (or where the session ended to). */
export function RequireAuth() {
  const { status, user, loginPath } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (!user) return <Navigate to={loginPath} replace />;
  return <Outlet />;
}

interface BuildingGateProps {
  building: BuildingCode;
  /** Public routes (cancelation links): visitors without a session pass. */
  optional?: boolean;
  children: ReactNode;
}

/**
 * A user who lacks the route's building goes to the other building (redirectForBuilding);
 * one who can enter neither sees a plain refusal.
 */
export function BuildingGate({ building, optional, children }: BuildingGateProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return optional ? <>{children}</> : <Navigate to="/login" replace />;
  const redirect = redirectForBuilding(user, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!canEnter(user, building)) {
    return (
      <>
        <TopBar title={APP_NAME} home="/" />
        <NoAccessPage />
      </>
    );
  }
  return <>{children}</>;
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

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canEnter, redirectForBuilding, type BuildingCode } from '@domain/buildings.js';
import { useSession } from '@/lib/session.js';
import { NoAccessPage } from '@/features/not-found/no-access-page.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { TopBar } from './top-bar.js';

// Beside the area layouts rather than in ../guards.tsx: the router loads the guards with the
// login shell, and the top bar this refusal shows belongs in the layouts' lazily loaded chunks.

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
  const t = useT(shell);
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return optional ? <>{children}</> : <Navigate to="/login" replace />;
  const redirect = redirectForBuilding(user, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!canEnter(user, building)) {
    return (
      <>
        <TopBar title={t('shell.appName')} home="/" />
        <NoAccessPage />
      </>
    );
  }
  return <>{children}</>;
}

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { OFFICE, TOWER } from '../../../domain/buildings.js';
import { LoginPage } from '../features/auth/login-page.js';
import { BirouriHome } from '../features/birouri/birouri-home.js';
import * as flex from '../features/birouri/coming-pages.js';
import { DropdownPage } from '../features/dropdown/dropdown-page.js';
import { GuidePage } from '../features/ghid/guide-page.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';
import { RouteErrorPage } from '../features/not-found/route-error-page.js';
import { CancelationPage } from '../features/presence/cancelation-page.js';
import { ConfirmationPage } from '../features/presence/confirmation-page.js';
import { ChangePasswordPage } from '../features/password/change-password-page.js';
import { RequestResetPage } from '../features/password/request-reset-page.js';
import { ResetPasswordPage } from '../features/password/reset-password-page.js';
import { TowerAccountPage } from '../features/turn/account-page.js';
import { TowerAddPage } from '../features/turn/add-page.js';
import { TowerCancelationPage } from '../features/turn/cancelation-page.js';
import * as tower from '../features/turn/coming-pages.js';
import { TowerReservationsPage } from '../features/turn/reservations-page.js';
import { RequireAdmin, RequireAuth, RequireManager } from './guards.js';
import { BasicLayout } from './layouts/basic-layout.js';
import { FlexLayout } from './layouts/flex-layout.js';
import { TowerLayout } from './layouts/tower-layout.js';
import { RootLayout } from './root-layout.js';

/** A page loaded when first opened: the administration screens and their table library stay out of everyone's first download. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

// Flex-office §2 and tower §2 routes ({product} = birouri, decisions §1).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public, without a top bar.
      { path: 'login', element: <LoginPage /> },
      { path: 'reset-password', element: <RequestResetPage /> },
      { path: 'reset-password/:token', element: <ResetPasswordPage /> },
      { path: 'ghid', element: <GuidePage /> },

      // Public links from e-mails: the area's bar when logged in.
      {
        element: <FlexLayout optional />,
        children: [
          { path: 'confirmation/:reservationId', element: <ConfirmationPage /> },
          { path: 'cancelation/:reservationId', element: <CancelationPage /> },
        ],
      },
      {
        element: <TowerLayout optional />,
        children: [{ path: 'turn/cancelation/:reservationId', element: <TowerCancelationPage /> }],
      },

      {
        element: <RequireAuth />,
        children: [
          {
            path: 'birouri',
            element: <FlexLayout />,
            children: [
              { index: true, element: <BirouriHome /> },
              {
                element: <RequireAdmin building={OFFICE} fallback="/birouri" />,
                children: [
                  { path: 'statistics', element: <flex.FlexStatisticsPage /> },
                  { path: 'admin', element: <Navigate to="/birouri/admin/settings" replace /> },
                  { path: 'admin/admin', element: <Navigate to="/birouri/admin/settings" replace /> },
                  { path: 'admin/csv', element: <flex.FlexAdminCsvPage /> },
                  { path: 'admin/settings/*', lazy: lazyPage(() => import('../features/birouri/admin/flex-console.js'), 'FlexConsole') },
                ],
              },
              {
                element: <RequireManager fallback="/birouri" />,
                children: [
                  { path: 'admin/manager', element: <flex.ManagerPage /> },
                  {
                    path: 'admin/manager/departments/*',
                    lazy: lazyPage(() => import('../features/birouri/manager/manager-projects-page.js'), 'ManagerProjectsPage'),
                  },
                ],
              },
            ],
          },
          {
            path: 'turn',
            element: <TowerLayout />,
            children: [
              { index: true, element: <Navigate to="/turn/add" replace /> },
              { path: 'add', element: <TowerAddPage /> },
              { path: 'reservations', element: <TowerReservationsPage /> },
              { path: 'account', element: <TowerAccountPage /> },
              {
                element: <RequireAdmin building={TOWER} fallback="/turn/add" />,
                children: [
                  { path: 'admin/*', lazy: lazyPage(() => import('../features/turn/admin/tower-console.js'), 'TowerConsole') },
                  { path: 'statisticsDay', element: <tower.TowerStatisticsDayPage /> },
                  {
                    path: 'statisticsUser',
                    lazy: lazyPage(() => import('../features/turn/statistics-user/tower-reservations-page.js'), 'TowerReservationsAdminPage'),
                  },
                ],
              },
            ],
          },
          {
            element: <BasicLayout />,
            children: [
              { index: true, element: <Navigate to="/dropdown" replace /> },
              { path: 'dropdown', element: <DropdownPage /> },
              { path: 'password', element: <ChangePasswordPage /> },
              // Unknown paths: logged in → not found; logged out → /login (RequireAuth).
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

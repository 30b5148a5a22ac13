import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { OFFICE, TOWER } from '@domain/buildings.js';
import { FullPageSpinner } from '../components/full-page-spinner.js';
import { LoginPage } from '../features/auth/login-page.js';
import { RouteErrorPage } from '../features/not-found/route-error-page.js';
import { HomeRedirect, RequireAdmin, RequireAuth, RequireManager } from './guards.js';
import { RootLayout } from './root-layout.js';

// Route-level code splitting (issue #12): the first download is React, the router, the session
// and /login, drawn without MUI. Every other route stands in the shell (app-shell.tsx: MUI, the
// query cache, the snackbars), loaded with the first of them; every page and layout is its own
// chunk, loaded when first opened, so that the administration screens, the statistics and their
// libraries (the table, the charts, exceljs) load only for those who open them.
// scripts/check-bundle-budget.ts holds each page to the budget of web/bundle-budget.json.

/** A page loaded when first opened. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** A layout or page loaded when first opened, rendered with the given props. */
function lazyElement<M>(load: () => Promise<M>, render: (module: M) => ReactNode) {
  return async () => ({ element: render(await load()) });
}

const flexLayout = (optional?: boolean) =>
  lazyElement(
    () => import('./layouts/flex-layout.js'),
    (m) => <m.FlexLayout optional={optional} />,
  );
const towerLayout = (optional?: boolean) =>
  lazyElement(
    () => import('./layouts/tower-layout.js'),
    (m) => <m.TowerLayout optional={optional} />,
  );

/** /birouri's page, through which its sub-page 'Zilele mele la birou' loads too. */
const birouriHome = () => import('../features/birouri/birouri-home.js');

// Flex-office §2 and tower §2 routes ({product} = birouri, decisions §1): every route but
// /login and the displays' stands in the shell.
const shellRoutes: RouteObject[] = [
  // Public, without a top bar.
  { path: 'reset-password', lazy: lazyPage(() => import('../features/password/request-reset-page.js'), 'RequestResetPage') },
  { path: 'reset-password/:token', lazy: lazyPage(() => import('../features/password/reset-password-page.js'), 'ResetPasswordPage') },
  { path: 'ghid', lazy: lazyPage(() => import('../features/ghid/guide-page.js'), 'GuidePage') },

  // Public links from e-mails: the area's bar when logged in.
  {
    lazy: flexLayout(true),
    children: [
      {
        path: 'confirmation/:reservationId',
        lazy: lazyPage(() => import('../features/birouri/presence/confirmation-page.js'), 'ConfirmationPage'),
      },
      {
        path: 'cancelation/:reservationId',
        lazy: lazyPage(() => import('../features/birouri/presence/cancelation-page.js'), 'CancelationPage'),
      },
    ],
  },
  {
    lazy: towerLayout(true),
    children: [
      {
        path: 'turn/cancelation/:reservationId',
        lazy: lazyPage(() => import('../features/turn/cancelation-page.js'), 'TowerCancelationPage'),
      },
    ],
  },

  // A desk's QR label (decisions §13) and a room booking e-mail's link that confirms the meeting's start
  // (decisions §24), made for a phone: building 1's people (the layout's gate); a visitor without a
  // session logs in and comes back to the same address.
  {
    element: <RequireAuth comeBack />,
    children: [
      {
        lazy: flexLayout(),
        children: [
          { path: 'checkin/:deskId', lazy: lazyPage(() => import('../features/birouri/checkin/checkin-page.js'), 'CheckinPage') },
          {
            path: 'sala/confirmare/:reservationId',
            lazy: lazyPage(() => import('../features/birouri/checkin/room-checkin-page.js'), 'RoomCheckinPage'),
          },
        ],
      },
    ],
  },

  {
    element: <RequireAuth />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'birouri',
        lazy: flexLayout(),
        children: [
          { index: true, lazy: lazyPage(birouriHome, 'BirouriHome') },
          { path: 'saptamana', lazy: lazyPage(birouriHome, 'WeekPage') },
          // 'Săptămâna echipei' (decisions §21): loaded through /birouri's code and the week's (week/my-week.tsx).
          { path: 'echipa', lazy: lazyPage(async () => (await (await birouriHome()).loadMyWeek()).loadTeamPage(), 'TeamPage') },
          // 'Zilele mele la birou' (decisions §20): loaded through /birouri's code (pattern/pattern-link.tsx).
          {
            path: 'zilele-mele',
            lazy: lazyPage(async () => (await (await birouriHome()).loadPatternLink()).loadPatternPage(), 'PatternPage'),
          },
          {
            element: <RequireAdmin building={OFFICE} fallback="/birouri" />,
            children: [
              {
                path: 'statistics',
                lazy: lazyPage(() => import('../features/birouri/statistics/reservations-statistics-page.js'), 'FlexStatisticsPage'),
              },
              { path: 'admin', element: <Navigate to="/birouri/admin/settings" replace /> },
              { path: 'admin/admin', element: <Navigate to="/birouri/admin/settings" replace /> },
              {
                path: 'admin/csv',
                lazy: lazyPage(() => import('../features/birouri/statistics/groups-statistics-page.js'), 'FlexAdminCsvPage'),
              },
              { path: 'admin/settings/*', lazy: lazyPage(() => import('../features/birouri/admin/flex-console.js'), 'FlexConsole') },
            ],
          },
          {
            element: <RequireManager fallback="/birouri" />,
            children: [
              {
                path: 'admin/manager',
                lazy: lazyPage(() => import('../features/birouri/manager/manager-statistics-page.js'), 'ManagerPage'),
              },
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
        lazy: towerLayout(),
        children: [
          { index: true, element: <Navigate to="/turn/add" replace /> },
          { path: 'add', lazy: lazyPage(() => import('../features/turn/add-page.js'), 'TowerAddPage') },
          { path: 'reservations', lazy: lazyPage(() => import('../features/turn/reservations-page.js'), 'TowerReservationsPage') },
          { path: 'account', lazy: lazyPage(() => import('../features/turn/account-page.js'), 'TowerAccountPage') },
          {
            element: <RequireAdmin building={TOWER} fallback="/turn/add" />,
            children: [
              { path: 'admin/*', lazy: lazyPage(() => import('../features/turn/admin/tower-console.js'), 'TowerConsole') },
              {
                path: 'statisticsDay',
                lazy: lazyPage(() => import('../features/turn/statistics-day/tower-days-page.js'), 'TowerStatisticsDayPage'),
              },
              {
                path: 'statisticsUser',
                lazy: lazyPage(() => import('../features/turn/statistics-user/tower-reservations-page.js'), 'TowerReservationsAdminPage'),
              },
            ],
          },
        ],
      },
      {
        lazy: lazyPage(() => import('./layouts/basic-layout.js'), 'BasicLayout'),
        children: [
          { path: 'dropdown', lazy: lazyPage(() => import('../features/dropdown/dropdown-page.js'), 'DropdownPage') },
          { path: 'password', lazy: lazyPage(() => import('../features/password/change-password-page.js'), 'ChangePasswordPage') },
          // 'Tokenuri API' (decisions §23).
          { path: 'tokenuri', lazy: lazyPage(() => import('../features/tokens/tokens-page.js'), 'TokensPage') },
          // Unknown paths: logged in → not found; logged out → /login (RequireAuth).
          { path: '*', lazy: lazyPage(() => import('../components/not-found-page.js'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's chunks load.
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RouteErrorPage />,
    children: [
      // Public, without a top bar, in the first download.
      { path: 'login', element: <LoginPage /> },
      // A room's or a floor's display (decisions §24): no session, no shell (MUI, the query cache, the
      // connection notice), never /login; its own chunk.
      { path: 'display/:secret', lazy: lazyPage(() => import('../features/birouri/display/display-page.js'), 'DisplayPage') },
      { lazy: lazyPage(() => import('./app-shell.js'), 'AppShell'), children: shellRoutes },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

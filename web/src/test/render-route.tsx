import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.js';
import { SessionProvider } from '../lib/session.js';

/** Renders routes at a path inside the app's providers; returns the router to inspect. */
export function renderRoute(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/**
 * Renders routes at a path inside the session only, as main.tsx mounts the app: what /login
 * has, and what the shell (app/app-shell.tsx) adds to for every other page.
 */
export function renderInSession(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...view };
}

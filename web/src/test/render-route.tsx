import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TOKEN_KEY } from '../api/client.js';
import { RequireAuth } from '../app/guards.js';
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

/**
 * A page signed in (a stored token, the session verified through the stubbed API) at '/', behind the
 * app's RequireAuth and a Suspense for its lazily loaded parts: what most page tests render.
 */
export function renderSignedIn(page: ReactNode) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  return renderRoute([{ element: <RequireAuth />, children: [{ path: '/', element: <Suspense fallback={null}>{page}</Suspense> }] }], '/');
}

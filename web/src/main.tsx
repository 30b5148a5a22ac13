import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM RouterProvider: navigations may ask for flushSync (the booking screen's place, use-map-place.ts).
import { RouterProvider } from 'react-router/dom';
import { SessionProvider, verifySessionEarly } from './lib/session.js';
// The interface's language (issue #40): the browser's kept choice is loaded before the first page.
import './i18n/i18n.js';
import { createAppRouter } from './app/router.js';
import { prefetchPageData } from './lib/early-page-data.js';
import { startServerTimeEarly } from './lib/early-server-time.js';
import { startSignInOptionsEarly } from './lib/sign-in-options.js';

// The first download (issue #12): React, the router, the session and /login. Every other page
// loads MUI and the query cache with the shell (app/app-shell.tsx).
// Asked before the router asks for the page's scripts: on HTTP/1.1's six connections a call
// asked later waits behind them (issue #24, point 5).
startServerTimeEarly(window.location.pathname);
// /login asks which ways in it offers (decisions §17) as early.
startSignInOptionsEarly(window.location.pathname);
// The stored session is asked about at once too, not after the first render (lib/session.tsx).
verifySessionEarly();
// A page of charts opened directly asks for its data beside its scripts (lib/early-page-data.ts).
void prefetchPageData(window.location.pathname, window.location.search);
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <RouterProvider router={router} useTransitions={false} />
    </SessionProvider>
  </StrictMode>,
);

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, hasReason, NETWORK_REASON } from '../api/client.js';
import { reconnectDelay } from '../lib/connection.js';
import { SnackbarProvider } from '../components/snackbar-provider.js';
import { SessionProvider, useSession } from '../lib/session.js';
import { themes } from './theme.js';
import { useLanguage } from '@/i18n/use-t.js';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Issue #14, point 2: offline, a call fails at once with its message (api/client.ts) instead of
      // waiting paused and being sent when the network returns, after the user has given up.
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) will not change on retry; a server hiccup may, and so may a server out of
        // reach (issue #21, point 2: 1 s, then 2 s). Offline, nothing is sent: no use asking again.
        // Past that the shell's notice keeps trying (components/connection-notice.tsx) and asks every
        // query that failed so again at the first answer. Not for ever here: a write's onSettled
        // awaits its refetches, and its panel would stay busy until the server is back.
        retry: (count, error) => count < 2 && (hasReason(error, NETWORK_REASON.network) || !(error instanceof ApiError && error.err < 500)),
        retryDelay: (count) => reconnectDelay(count),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * What every page but /login stands in (the shell, app-shell.tsx): the query cache, MUI's theme
 * and baseline, the snackbars. Inside the session, which empties the cache when the user changes.
 */
export function ShellProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const { onUserChange } = useSession();
  const [client] = useState(() => queryClient ?? createQueryClient());
  const language = useLanguage();
  // One user's answers are never shown to the next: the cache is emptied at each login and logout.
  useEffect(() => onUserChange(() => client.clear()), [onUserChange, client]);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themes[language]}>
        <CssBaseline />
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** The session and the shell's providers around a page rendered on its own (tests). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <SessionProvider>
      <ShellProviders queryClient={queryClient}>{children}</ShellProviders>
    </SessionProvider>
  );
}

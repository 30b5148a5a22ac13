import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiCall, isNetworkFailure } from '../api/client.js';
import { connectionLost, connectionState, reconnectDelay, subscribeConnection } from '../lib/connection.js';
import { shell, type ShellKey } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** The notice of each lost connection (catalogue keys of the area `shell`). */
export const CONNECTION_MSG = {
  server: 'shell.connection.server',
  offline: 'shell.connection.offline',
} as const satisfies Record<string, ShellKey>;

/**
 * Issue #21, point 2: while the server cannot be reached, a notice at the top of every page of
 * the shell, and nothing else is lost: the page, its day and floor stay. The queries try again a
 * little by themselves (providers.tsx); then the notice asks /api/meta with a growing pause (1 s,
 * 2 s, 4 s, then every 5 s; at once when the browser is back online); a failed write is left to
 * its 'Reîncercați'. The first answer of any call clears it, and every query shown that failed for
 * the network is asked again at once.
 */
export function ConnectionNotice() {
  const t = useT(shell);
  const state = useSyncExternalStore(subscribeConnection, connectionState);
  const client = useQueryClient();
  const was = useRef(state);

  useEffect(() => {
    const offline = () => connectionLost();
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, []);

  useEffect(() => {
    const before = was.current;
    was.current = state;
    if (state === 'ok') {
      if (before !== 'ok') void client.refetchQueries({ type: 'active', predicate: (q) => isNetworkFailure(q.state.fetchFailureReason) });
      return;
    }
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const probe = () => {
      clearTimeout(timer);
      void apiCall('GET /meta', undefined, { auth: false }).catch(() => {
        if (!stopped) timer = setTimeout(probe, reconnectDelay(attempt++));
      });
    };
    timer = setTimeout(probe, reconnectDelay(attempt++));
    window.addEventListener('online', probe);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', probe);
    };
  }, [state, client]);

  if (state === 'ok') return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (t) => t.zIndex.snackbar,
        maxWidth: 'calc(100% - 16px)',
      }}
    >
      <Alert severity="warning" role="status" variant="filled" data-connection={state}>
        {t(CONNECTION_MSG[state])}
      </Alert>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSyncExternalStore } from 'react';
import { connectionState, retryNow, subscribeConnection } from '@/lib/connection.js';
import { desks, type DesksKey } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

export const PANEL_LOADING_MSG = {
  server: 'desks.panel.server',
  offline: 'desks.panel.offline',
} as const satisfies Record<string, DesksKey>;

interface Props {
  /** The panel's title, shown while it loads; its id names the dialog (aria-labelledby). */
  title: string;
  titleId: string;
  onClose(): void;
}

/**
 * What a booking panel shows while its code loads (React.lazy's fallback). With the server or the
 * network away the load waits (retryingImport): the panel says so, with 'Reîncercați' and
 * 'Renunțați', instead of a spinner alone that never ends (#39, point 10). The shell's notice at the
 * top of the page is hidden from a screen reader while a dialog is open.
 */
export function PanelLoading({ title, titleId, onClose }: Props) {
  const t = useT(desks);
  const state = useSyncExternalStore(subscribeConnection, connectionState);
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {state === 'ok' ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <CircularProgress aria-label={t('desks.loading')} />
        </Box>
      ) : (
        <>
          <DialogContent>
            <Alert severity="warning">{t(PANEL_LOADING_MSG[state])}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('desks.action.cancel')}</Button>
            <Button variant="contained" onClick={retryNow}>
              {t('desks.action.retry')}
            </Button>
          </DialogActions>
        </>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// One snackbar for the whole app: success green, error red, 2.5 seconds.
export const SNACKBAR_MS = 2500;

type Severity = 'success' | 'error';

export interface Notify {
  success: (message: string) => void;
  error: (message: string) => void;
}

const NotifyContext = createContext<Notify | null>(null);

interface Shown {
  message: string;
  severity: Severity;
  key: number;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: Severity) => {
    setShown((prev) => ({ message, severity, key: (prev?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);

  const notify = useMemo<Notify>(() => ({ success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }), [show]);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={shown?.key}
        open={open}
        autoHideDuration={SNACKBAR_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={close} severity={shown?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }}>
          {shown?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside SnackbarProvider');
  return notify;
}

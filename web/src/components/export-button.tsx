import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../api/client.js';
import { downloadExport, progressText, type DownloadProgress } from '../api/download.js';
import { tools } from '@/i18n/tools.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  /** The export under /api with its query string (`/statistics/groups/export?from=…`); null disables the button. */
  path: string | null;
  /** The file name when the server names none. */
  fallbackName: string;
  children: ReactNode;
}

/**
 * The one export button (decisions §10): fetches the file with the token, shows how much has
 * arrived while it streams (a spinner and the KB received: the exports give no length), saves it
 * under the server's name, and shows the server's refusal under the button.
 */
export function ExportButton({ path, fallbackName, children }: Props) {
  const t = useT(tools);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (!path || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ received: 0, total: null });
    try {
      await downloadExport(path, { fallbackName, signal: controller.signal, onProgress: setProgress });
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(errorMessage(e));
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  const share = progress?.total ? Math.min(100, (100 * progress.received) / progress.total) : undefined;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={start}
        disabled={!path || progress !== null}
        startIcon={
          progress ? (
            <CircularProgress size={18} variant={share === undefined ? 'indeterminate' : 'determinate'} value={share} aria-hidden />
          ) : (
            <Download />
          )
        }
      >
        {children}
      </Button>
      {/* Read aloud as it changes: the button itself is disabled while the file arrives. */}
      <span
        role="status"
        aria-live="polite"
        style={
          progress ? { fontSize: '0.85rem' } : { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
        }
      >
        {progress ? t('tools.export.progress', { progress: progressText(progress) }) : ''}
      </span>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ maxWidth: 520 }}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

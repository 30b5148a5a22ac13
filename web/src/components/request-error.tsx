import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isTransientFailure } from '../api/client.js';
import { useRefusalWords } from '../i18n/refusal-words.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  error: unknown;
  /** The screen's own wording of a refusal (keyed on its reason); the server's message otherwise. */
  message?: string;
  /** Sends the same request again: offered when the request never had an answer (issue #14, point 2), or the server's database was out of reach. */
  onRetry?: () => void;
}

/**
 * A failed request under the form that made it. Offline, unreachable or too slow, or the server's
 * database out of reach, that failure's own sentence and a 'Reîncercați' button; a refusal, its
 * sentence alone (trying again would only be refused again).
 */
export function RequestError({ error, message, onRetry }: Props) {
  const t = useT(shell);
  const network = isTransientFailure(error);
  const refusalWords = useRefusalWords(); // a refusal by its reason, in the person's language (#40 point 3)
  return (
    <Alert
      severity="error"
      action={
        network && onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('shell.action.retry')}
          </Button>
        ) : undefined
      }
    >
      {network ? error.message : (message ?? refusalWords(error))}
    </Alert>
  );
}

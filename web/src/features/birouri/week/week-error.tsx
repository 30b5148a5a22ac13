import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isTransientFailure } from '@/api/client.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';

/**
 * A failed call of the week's: components/request-error.tsx's behaviour (the network's failure with
 * 'Reîncercați', a refusal worded by its reason), written here so that this lazily loaded chunk does
 * not take that module out of the booking screen's first chunk (web/bundle-budget.json).
 */
export function WeekError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT(week);
  const refusalWords = useRefusalWords();
  const network = isTransientFailure(error);
  return (
    <Alert
      severity="error"
      action={
        network && onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('week.retry')}
          </Button>
        ) : undefined
      }
    >
      {network ? error.message : refusalWords(error)}
    </Alert>
  );
}

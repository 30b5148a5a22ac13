import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isTransientFailure } from '@/api/client.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/**
 * A failed request of a page or section loaded apart (the API tokens, the webhooks), as
 * components/request-error.tsx says one: a refusal by its reason in the person's language, a failure
 * without an answer with 'Reîncercați'. Not that component itself: a lazy page importing it would take
 * it out of the chunk the booking pages share into one of its own, which costs /birouri 0.35 KB
 * (web/bundle-budget.json).
 */
export function SectionError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT(shell);
  const refusalWords = useRefusalWords();
  const retry = isTransientFailure(error) && onRetry;
  return (
    <Alert
      severity="error"
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('shell.action.retry')}
          </Button>
        ) : undefined
      }
    >
      {refusalWords(error)}
    </Alert>
  );
}

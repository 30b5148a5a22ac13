import type { ApiTokenCreated } from '@/api/tokens.js';
import { SecretDialog } from '@/components/secret-dialog.js';
import { tokens } from '@/i18n/tokens.js';
import { useT } from '@/i18n/use-t.js';

/**
 * A token just made, shown this once (decisions §23): the server keeps only its hash. Closing the dialog
 * forgets it (the page keeps it nowhere else).
 */
export function TokenMadeDialog({ made, onClose }: { made: ApiTokenCreated | null; onClose(): void }) {
  const t = useT(tokens);
  const words = {
    title: t('tokens.made.title'),
    label: t('tokens.made.token'),
    copy: t('tokens.made.copy'),
    copied: t('tokens.made.copied'),
    copyFailed: t('tokens.made.copyFailed'),
    shownOnce: t('tokens.made.shownOnce'),
  };
  return <SecretDialog secret={made?.token ?? null} words={words} onClose={onClose} />;
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Webhook } from '@/api/webhooks.js';
import { useWebhooks } from '@/api/queries/webhooks.js';
import { SecretDialog } from '@/components/secret-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useT } from '@/i18n/use-t.js';
import { webhooks } from '@/i18n/webhooks.js';
import { SectionError } from '@/components/section-error.js';
import { WebhookForm } from './webhook-form.js';
import { WebhookTable } from './webhook-table.js';

/** The API's documentation (server/http/openapi.ts), served beside the app. */
const API_DOCS = '/api/docs';
/** The headers a delivery is signed with (Standard Webhooks): the same in every language. */
const SIGNATURE_HEADERS = 'webhook-id, webhook-timestamp, webhook-signature';

/**
 * 'Webhookuri', role admin's section of both consoles (decisions §23, issue #44 point 2): what a webhook
 * is sent and how, the webhooks, a form that adds or changes one, and the secret of one just added, once.
 */
export default function WebhooksSection() {
  const t = useT(webhooks);
  const id = useId();
  const notify = useNotify();
  const list = useWebhooks();
  // The form: closed (undefined), a new webhook (null) or one changed.
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [secret, setSecret] = useState<string | null>(null);

  const saved = (webhook: Webhook) => {
    setEditing(undefined);
    if (webhook.secret) setSecret(webhook.secret);
    else notify.success(t('webhooks.saved'));
  };

  return (
    <Stack spacing={2}>
      <Typography id={id} variant="h5" component="h2">
        {t('webhooks.title')}
      </Typography>
      <Stack spacing={1}>
        <Typography>{t('webhooks.intro.what')}</Typography>
        <Typography>{t('webhooks.intro.signed')}</Typography>
        <Box component="code" sx={{ display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}>
          {SIGNATURE_HEADERS}
        </Box>
        <Typography>{t('webhooks.intro.retries')}</Typography>
        <Typography>
          {t('webhooks.intro.docs')} <Link href={API_DOCS}>{t('webhooks.intro.docsLink')}</Link>
        </Typography>
      </Stack>
      {/* No icon: the Add icon's module would leave the booking pages' chunk for one of its own (web/bundle-budget.json). */}
      <div>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {t('webhooks.add')}
        </Button>
      </div>
      {list.isPending ? (
        <CircularProgress size={24} aria-label={t('webhooks.loading')} />
      ) : list.isError ? (
        <SectionError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length ? (
        <WebhookTable rows={list.data} labelledBy={id} onEdit={setEditing} />
      ) : (
        <Typography color="text.secondary">{t('webhooks.none')}</Typography>
      )}
      {editing !== undefined && <WebhookForm webhook={editing} onClose={() => setEditing(undefined)} onSaved={saved} />}
      <SecretDialog
        secret={secret}
        words={{
          title: t('webhooks.made.title'),
          label: t('webhooks.made.secret'),
          copy: t('webhooks.made.copy'),
          copied: t('webhooks.made.copied'),
          copyFailed: t('webhooks.made.copyFailed'),
          shownOnce: t('webhooks.made.shownOnce'),
        }}
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}

import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { WEBHOOK_EVENTS } from '@domain/webhooks/events.js';
import type { Webhook } from '@/api/webhooks.js';
import { useDeleteWebhook } from '@/api/queries/webhooks.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { formatDayTime } from '@/i18n/dates.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { webhooks } from '@/i18n/webhooks.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { PLAIN_TABLE } from '@/components/plain-table.js';
import { EVENT_WORDS } from './webhook-words.js';

/**
 * The webhooks (decisions §23): address, events, active or turned off, added; per webhook its 'Livrări',
 * a change in the form and a delete that asks first.
 */
export function WebhookTable({ rows, labelledBy, onEdit }: { rows: Webhook[]; labelledBy: string; onEdit(webhook: Webhook): void }) {
  const t = useT(shell, webhooks);
  const refusalWords = useRefusalWords();
  const notify = useNotify();
  const remove = useDeleteWebhook();
  // The webhook asked about stays named while the dialog closes.
  const [asking, setAsking] = useState<Webhook | null>(null);
  const [open, setOpen] = useState(false);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);
  const ask = (row: Webhook) => {
    remove.reset();
    setAsking(row);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const eventsOf = (row: Webhook) =>
    row.events.length === WEBHOOK_EVENTS.length ? t('webhooks.events.all') : row.events.map((e) => t(EVENT_WORDS[e])).join(', ');

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={PLAIN_TABLE} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('webhooks.column.url')}</th>
              <th scope="col">{t('webhooks.column.events')}</th>
              <th scope="col">{t('webhooks.column.state')}</th>
              <th scope="col">{t('webhooks.column.created')}</th>
              <th scope="col" className="actions">
                {t('webhooks.column.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td className="wrap">{row.url}</td>
                <td className="wrap">{eventsOf(row)}</td>
                <Box component="td" sx={{ color: row.active ? 'success.main' : 'error.main' }}>
                  {row.active ? t('webhooks.state.active') : t('webhooks.state.inactive')}
                </Box>
                <td>{formatDayTime(new Date(row.createdAt))}</td>
                <td className="actions">
                  <Button size="small" onClick={() => setDeliveriesOf(row)}>
                    {t('webhooks.deliveries.button')}
                  </Button>
                  <Tooltip title={t('webhooks.edit.button', { url: row.url })}>
                    <IconButton aria-label={t('webhooks.edit.button', { url: row.url })} onClick={() => onEdit(row)}>
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('webhooks.remove.button', { url: row.url })}>
                    <IconButton aria-label={t('webhooks.remove.button', { url: row.url })} onClick={() => ask(row)}>
                      <Delete />
                    </IconButton>
                  </Tooltip>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {deliveriesOf && <WebhookDeliveries webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />}
      <ConfirmDialog
        open={open}
        title={t('webhooks.remove.title')}
        text={t('webhooks.remove.text', { url: asking?.url ?? '' })}
        error={remove.error ? refusalWords(remove.error) : null}
        confirmLabel={t('webhooks.remove.confirm')}
        cancelLabel={t('shell.action.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          asking &&
          remove.mutate(asking._id, {
            onSuccess: () => {
              close();
              notify.success(t('webhooks.remove.done'));
            },
          })
        }
        onClose={close}
      />
    </>
  );
}

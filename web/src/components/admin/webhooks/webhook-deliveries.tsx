import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DELIVERIES_SHOWN } from '@domain/webhooks/events.js';
import type { Webhook, WebhookDelivery } from '@/api/webhooks.js';
import { useDeliveries, usePingWebhook, useRetryDelivery } from '@/api/queries/webhooks.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { formatDayTime } from '@/i18n/dates.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { webhooks } from '@/i18n/webhooks.js';
import { SectionError } from '@/components/section-error.js';
import { PLAIN_TABLE } from '@/components/plain-table.js';
import { eventKey, STATUS_WORDS } from './webhook-words.js';

const STATUS_COLOR = { pending: 'text.secondary', delivered: 'success.main', failed: 'error.main' } as const;
const when = (instant: string | null) => (instant ? formatDayTime(new Date(instant)) : '—');

/**
 * 'Livrări' of a webhook (decisions §23): its last deliveries, newest first, each with its state, attempts,
 * the receiver's last answer and its times, and 'Trimiteți din nou'; 'Trimiteți un test' sends it the
 * event `ping`. The list is read again after either, and while a delivery waits.
 */
export function WebhookDeliveries({ webhook, onClose }: { webhook: Webhook; onClose(): void }) {
  const t = useT(shell, webhooks);
  const id = useId();
  const notify = useNotify();
  const list = useDeliveries(webhook._id);
  const ping = usePingWebhook();
  const retry = useRetryDelivery();

  const answer = (d: WebhookDelivery) =>
    [d.lastStatus === null ? null : `HTTP ${d.lastStatus}`, d.lastError].filter(Boolean).join(': ') ||
    (d.attempts ? t('webhooks.deliveries.noAnswer') : '—');

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="lg">
      <DialogTitle id={`${id}-title`}>{t('webhooks.deliveries.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('webhooks.deliveries.intro', { max: DELIVERIES_SHOWN, url: webhook.url })}
            </Typography>
            <Button
              variant="outlined"
              disabled={ping.isPending}
              onClick={() => ping.mutate(webhook._id, { onSuccess: () => notify.success(t('webhooks.ping.done')) })}
              sx={{ flexShrink: 0 }}
            >
              {t('webhooks.ping.button')}
            </Button>
          </Stack>
          {ping.isError && <SectionError error={ping.error} />}
          {retry.isError && <SectionError error={retry.error} />}
          {list.isPending ? (
            <CircularProgress size={24} aria-label={t('webhooks.deliveries.loading')} />
          ) : list.isError ? (
            <SectionError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.length ? (
            <Box sx={{ overflowX: 'auto' }}>
              <Box component="table" sx={PLAIN_TABLE} aria-labelledby={`${id}-title`}>
                <thead>
                  <tr>
                    <th scope="col">{t('webhooks.deliveries.event')}</th>
                    <th scope="col">{t('webhooks.deliveries.status')}</th>
                    <th scope="col">{t('webhooks.deliveries.attempts')}</th>
                    <th scope="col">{t('webhooks.deliveries.answer')}</th>
                    <th scope="col">{t('webhooks.deliveries.created')}</th>
                    <th scope="col">{t('webhooks.deliveries.delivered')}</th>
                    <th scope="col">{t('webhooks.deliveries.next')}</th>
                    <th scope="col" className="actions">
                      {t('webhooks.column.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((d) => {
                    const event = eventKey(d.event);
                    return (
                      <tr key={d._id}>
                        <td>{event ? t(event) : d.event}</td>
                        <Box component="td" sx={{ color: STATUS_COLOR[d.status], fontWeight: 500 }}>
                          {t(STATUS_WORDS[d.status])}
                        </Box>
                        <td>{d.attempts}</td>
                        <td className="wrap">{answer(d)}</td>
                        <td>{when(d.createdAt)}</td>
                        <td>{when(d.deliveredAt)}</td>
                        <td>{d.status === 'pending' ? when(d.nextAttemptAt) : '—'}</td>
                        <td className="actions">
                          <Button
                            size="small"
                            disabled={retry.isPending}
                            onClick={() =>
                              retry.mutate(
                                { id: webhook._id, deliveryId: d._id },
                                { onSuccess: () => notify.success(t('webhooks.retry.done')) },
                              )
                            }
                          >
                            {t('webhooks.retry.button')}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Box>
            </Box>
          ) : (
            <Typography color="text.secondary">{t('webhooks.deliveries.none')}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

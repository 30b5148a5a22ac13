import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@domain/webhooks/events.js';
import type { Webhook } from '@/api/webhooks.js';
import { useSaveWebhook } from '@/api/queries/webhooks.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { webhooks } from '@/i18n/webhooks.js';
import { EVENT_AREAS, EVENT_WORDS } from './webhook-words.js';

/** A web address the server may take: http(s), parsed as a URL (whether https and public is the server's to say). */
const isWebAddress = (text: string): boolean => {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

interface Props {
  /** The webhook changed; null: a new one. */
  webhook: Webhook | null;
  onClose(): void;
  /** Saved: the answer, with its `secret` when the webhook was made. */
  onSaved(saved: Webhook): void;
}

/** 'Adăugați un webhook' / 'Modificați webhookul': the address, the events by area (with 'Toate'), active or not. */
export function WebhookForm({ webhook, onClose, onSaved }: Props) {
  const t = useT(webhooks);
  const refusalWords = useRefusalWords();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? []);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [tried, setTried] = useState(false);
  const errors = {
    url: isWebAddress(url.trim()) ? null : t('webhooks.form.urlInvalid'),
    events: events.length ? null : t('webhooks.form.eventsRequired'),
  };
  const shown = (error: string | null) => (tried ? error : null);

  const choose = (chosen: WebhookEvent[]) => {
    save.reset();
    // Kept in the list's order, whatever order they were ticked in.
    setEvents(WEBHOOK_EVENTS.filter((e) => chosen.includes(e)));
  };
  const toggle = (event: WebhookEvent, on: boolean) => choose(on ? [...events, event] : events.filter((e) => e !== event));
  const all = events.length === WEBHOOK_EVENTS.length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.url || errors.events) return;
    const body = { url: url.trim(), events, active };
    save.mutate(webhook ? { _id: webhook._id, ...body } : body, { onSuccess: onSaved });
  };

  return (
    <FormDialog
      title={webhook ? t('webhooks.form.titleEdit') : t('webhooks.form.titleNew')}
      onClose={onClose}
      onSubmit={submit}
      error={save.error ? refusalWords(save.error) : null}
      pending={save.isPending}
      submitLabel={webhook ? undefined : t('webhooks.form.submitNew')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('webhooks.form.url')}
          type="url"
          value={url}
          onChange={(e) => {
            save.reset();
            setUrl(e.target.value);
          }}
          required
          autoFocus
          error={!!shown(errors.url)}
          helperText={shown(errors.url) ?? t('webhooks.form.urlHelp')}
          slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false } }}
        />
        <FormControl component="fieldset" error={!!shown(errors.events)}>
          <FormLabel component="legend">{t('webhooks.form.events')}</FormLabel>
          <FormControlLabel
            label={t('webhooks.form.all')}
            control={
              <Checkbox
                checked={all}
                indeterminate={!all && events.length > 0}
                onChange={(e) => choose(e.target.checked ? [...WEBHOOK_EVENTS] : [])}
              />
            }
          />
          {EVENT_AREAS.map((area) => (
            <Stack key={area.label} role="group" aria-label={t(area.label)} sx={{ ml: 2 }}>
              <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
                {t(area.label)}
              </Typography>
              {area.events.map((event) => (
                <FormControlLabel
                  key={event}
                  label={t(EVENT_WORDS[event])}
                  control={<Checkbox size="small" checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />}
                />
              ))}
            </Stack>
          ))}
          {shown(errors.events) && <FormHelperText>{errors.events}</FormHelperText>}
        </FormControl>
        <FormControlLabel
          label={t('webhooks.form.active')}
          control={
            <Switch
              checked={active}
              onChange={(e) => {
                save.reset();
                setActive(e.target.checked);
              }}
            />
          }
        />
      </Stack>
    </FormDialog>
  );
}

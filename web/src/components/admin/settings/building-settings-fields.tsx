import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OFFICE, TOWER } from '@domain/buildings.js';
import { settingsOfBuilding, type BuildingSettings } from '@domain/settings.js';
import { getSettingsQueryOptions, settingsKeys } from '@/api/queries/settings.js';
import { updateSetting } from '@/api/settings.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { useServerTime } from '@/lib/server-time.js';
import { parameters } from '@/i18n/parameters.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { cutoffWarning, type CutoffWarning } from './cutoff-warning.js';
import { SETTING_FIELDS, type SettingField } from './setting-fields.js';
import { draftProblem, draftValue, isChanged, storedText } from './setting-draft.js';
import { SettingSwitch } from './setting-switch.js';

export interface Props {
  building: typeof OFFICE | typeof TOWER;
}

interface Change {
  field: SettingField;
  value: number | string | null;
}

/**
 * The Parametri of one building: every setting its rules read, checked as typed with the
 * domain's own rule, each saved on its own (one call, one audit entry). A refusal stays
 * beside its field with what was typed. In the tower, moving a cut-off hour to an hour
 * already past asks first (tower-parking §5).
 */
export function BuildingSettingsFields({ building }: Props) {
  const t = useT(parameters);
  const refusalWords = useRefusalWords();
  const notify = useNotify();
  const invalidate = useInvalidate(settingsKeys.all);
  const clock = useServerTime();
  const config = useQuery(getSettingsQueryOptions());
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<(Change & { warning: CutoffWarning }) | null>(null);

  const save = useMutation({
    mutationFn: ({ field, value }: Change) => updateSetting({ name: field.name, value, building }),
    onSuccess: async (_saved, { field }) => {
      await invalidate();
      setDrafts(({ [field.name]: _, ...rest }) => rest);
      setRefusals(({ [field.name]: _, ...rest }) => rest);
      notify.success(t('parameters.settings.updated'));
    },
    onError: (e, { field }) => {
      setRefusals((r) => ({ ...r, [field.name]: refusalWords(e) }));
      notify.error(refusalWords(e));
    },
  });

  if (config.isPending) return <CircularProgress aria-label={t('parameters.settings.loading')} />;
  if (config.isError) return <Alert severity="error">{refusalWords(config.error)}</Alert>;
  const settings = settingsOfBuilding(config.data, building);

  const type = (field: SettingField, text: string) => {
    setDrafts((d) => ({ ...d, [field.name]: text }));
    setRefusals(({ [field.name]: _, ...rest }) => rest);
  };

  function submit(field: SettingField) {
    const value = draftValue(field, drafts[field.name] ?? '');
    const warning =
      building === TOWER && field.kind === 'hour'
        ? cutoffWarning(field.name, Number(storedText(field, settings)), Number(value), clock.now())
        : null;
    if (warning) setAsking({ field, value, warning });
    else save.mutate({ field, value });
  }

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h2">
        {t('parameters.settings.title')}
      </Typography>
      <Typography color="text.secondary">{t('parameters.settings.intro')}</Typography>
      {SETTING_FIELDS[building].map((field) =>
        field.kind === 'switch' ? (
          <SettingSwitch
            key={field.name}
            field={field}
            settings={settings}
            refusal={refusals[field.name] ?? null}
            saving={save.isPending && save.variables?.field.name === field.name}
            onSave={(value) => save.mutate({ field, value })}
          />
        ) : (
          <SettingRow
            key={field.name}
            field={field}
            settings={settings}
            text={drafts[field.name] ?? storedText(field, settings)}
            refusal={refusals[field.name] ?? null}
            saving={save.isPending && save.variables?.field.name === field.name}
            onType={(t) => type(field, t)}
            onSave={() => submit(field)}
          />
        ),
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.warning.title ?? ''}
        text={asking?.warning.text ?? ''}
        confirmLabel={t('parameters.settings.saveAnyway')}
        cancelLabel={t('parameters.settings.cancel')}
        onConfirm={() => {
          if (asking) save.mutate({ field: asking.field, value: asking.value });
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

interface RowProps {
  field: SettingField;
  settings: BuildingSettings;
  text: string;
  refusal: string | null;
  saving: boolean;
  onType(text: string): void;
  onSave(): void;
}

function SettingRow({ field, settings, text, refusal, saving, onType, onSave }: RowProps) {
  const t = useT(parameters);
  const changed = isChanged(field, text, settings);
  const problem = refusal ?? draftProblem(field, text, settings);
  const stored = storedText(field, settings);
  const help = changed
    ? t('parameters.settings.helpChanged', { help: field.help, stored: stored === '' ? t('parameters.settings.empty') : stored })
    : field.help;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (changed && !problem && !saving) onSave();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={field.label}
          value={text}
          onChange={(e) => onType(e.target.value)}
          error={!!problem}
          helperText={problem ?? help}
          type={field.kind === 'email' ? 'email' : 'text'}
          slotProps={{ htmlInput: field.kind === 'email' ? {} : { inputMode: 'numeric' } }}
          placeholder={field.optional ? t('parameters.settings.generalSpaces') : undefined}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || !!problem || saving}
          loading={saving}
          aria-label={t('parameters.settings.saveField', { label: field.label })}
          sx={{ mt: { sm: 1 }, flexShrink: 0 }}
        >
          {t('parameters.settings.save')}
        </Button>
      </Stack>
    </form>
  );
}

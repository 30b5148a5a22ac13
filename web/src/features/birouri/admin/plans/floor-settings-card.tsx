import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { floorUpdateBody, PLAN_MAX_BYTES, PLAN_TYPES } from '@domain/schemas/floors.js';
import type { FloorInfo } from '@/api/floors.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { fieldProblem } from './plan-problems.js';
import { PLAN_WORDS } from './plan-words.js';
import { useDeleteFloor, useUpdateFloor, useUploadPlan } from './use-plan-writes.js';

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/**
 * Why a plan file is not sent, or null: its type, or its name's ending when the system names no
 * type. The server checks it again, by its content.
 */
export function planFileProblem(file: { name: string; type: string; size: number }): string | null {
  const typed = file.type ? (PLAN_TYPES as readonly string[]).includes(file.type) : /\.(svg|png|jpe?g)$/i.test(file.name);
  if (!typed) return PLAN_WORDS.planTypes();
  if (file.size > PLAN_MAX_BYTES) return PLAN_WORDS.planTooLarge();
  return null;
}

/** A floor's name and plan size, its uploaded plan, and its deletion (only an empty floor). */
export function FloorSettingsCard({ floor, onDeleted }: { floor: FloorInfo; onDeleted(): void }) {
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const save = useUpdateFloor();
  const upload = useUploadPlan();
  const remove = useDeleteFloor();
  const inputId = useId();
  const [f, setF] = useState({ name: floor.name, width: String(floor.width), height: String(floor.height) });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const check = floorUpdateBody.safeParse({ floor: floor.floor, name: f.name, width: num(f.width), height: num(f.height) });
  const problem = (key: string) => (!check.success ? fieldProblem(check.error.issues, key) : undefined);
  const unchanged = f.name === floor.name && num(f.width) === floor.width && num(f.height) === floor.height;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (check.success) save.mutate(check.data, { onSuccess: () => notify.success(PLAN_WORDS.floorSaved(floor.floor)) });
  };
  const choose = (file: File | undefined) => {
    upload.reset();
    if (!file) return;
    const bad = planFileProblem(file);
    setFileProblem(bad);
    if (!bad) upload.mutate({ floor: floor.floor, file }, { onSuccess: () => notify.success(PLAN_WORDS.planUploaded(floor.floor)) });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="floor-settings-title">
      <Stack spacing={2}>
        <Typography id="floor-settings-title" variant="h6" component="h3">
          {t('plans.settings.title', { floor: floor.floor })}
        </Typography>
        <Stack
          component="form"
          onSubmit={submit}
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('plans.floorName')}
            value={f.name}
            onChange={(e) => setF({ ...f, name: e.target.value })}
            error={!!problem('name')}
            helperText={problem('name')}
          />
          <TextField
            label={t('plans.planWidth')}
            value={f.width}
            onChange={(e) => setF({ ...f, width: e.target.value })}
            error={!!problem('width')}
            helperText={problem('width') ?? t('plans.inPlanUnits')}
            sx={{ width: 170 }}
          />
          <TextField
            label={t('plans.planHeight')}
            value={f.height}
            onChange={(e) => setF({ ...f, height: e.target.value })}
            error={!!problem('height')}
            helperText={problem('height')}
            sx={{ width: 170 }}
          />
          <Button type="submit" variant="contained" disabled={unchanged || !check.success} loading={save.isPending} sx={{ mt: { sm: 1 } }}>
            {t('plans.settings.save')}
          </Button>
        </Stack>
        {save.isError && <Alert severity="error">{refusal(save.error)}</Alert>}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />} loading={upload.isPending}>
            {floor.planUrl ? t('plans.settings.replacePlan') : t('plans.settings.uploadPlan')}
            <input
              id={inputId}
              hidden
              type="file"
              accept=".svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg"
              data-testid="plan-input"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {floor.planUrl ? t('plans.settings.withPlan') : t('plans.settings.withoutPlan')} {t('plans.settings.planFormats')}
          </Typography>
        </Stack>
        {(fileProblem || upload.isError) && <Alert severity="error">{fileProblem ?? refusal(upload.error)}</Alert>}
        <Button color="error" startIcon={<Delete />} onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('plans.settings.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('plans.settings.deleteQuestion', { floor: floor.floor })}
        text={t('plans.settings.deleteText')}
        error={remove.isError ? refusal(remove.error) : null}
        confirmLabel={t('plans.settings.delete')}
        cancelLabel={t('plans.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(floor.floor, {
            onSuccess: () => {
              notify.success(PLAN_WORDS.floorDeleted(floor.floor));
              setConfirming(false);
              onDeleted();
            },
          })
        }
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { deskUpdate } from '@domain/schemas/desks.js';
import type { Desk } from '@/api/desks.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { UserPicker, type PickedUser } from '@/components/user-picker.js';
import { flexAdmin, type FlexAdminKey } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { schemaProblem } from '../schema-problem.js';
import { holderText, type HolderType } from './desk-rows.js';
import { useUpdateDesk } from './use-admin-desks.js';

const TYPE_OPTIONS: { value: HolderType; label: FlexAdminKey }[] = [
  { value: 'Manager', label: 'flexAdmin.desk.holder.optionManager' },
  { value: 'Reserved', label: 'flexAdmin.desk.holder.optionReserved' },
];

const holderOf = (desk: Desk): PickedUser | null => (desk.manager ? { uuid: desk.manager, name: desk.managerName ?? desk.manager } : null);

/**
 * Blocks the desk for a named person (type Manager) or allocates it to them (type Reserved),
 * and unblocks it, after asking (flex-office §2, §4, §6).
 */
export function DeskHolderCard({ desk }: { desk: Desk }) {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const save = useUpdateDesk();
  const release = useUpdateDesk();
  const [type, setType] = useState<HolderType | null>(desk.type);
  const [person, setPerson] = useState<PickedUser | null>(holderOf(desk));
  const [asking, setAsking] = useState(false);

  const body = { deskId: desk.deskId, type, manager: person?.uuid ?? null };
  // The server's rule: a type goes with a person, a person with a type.
  const incomplete = (type === null) !== (person === null) ? t('flexAdmin.desk.holder.incomplete') : null;
  const check = deskUpdate.safeParse(body);
  const invalid = incomplete ?? (check.success ? null : schemaProblem(check.error.issues[0]));
  const unchanged = type === desk.type && (person?.uuid ?? null) === desk.manager;
  const edit = () => save.reset();

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} component="section" aria-labelledby="desk-holder-title">
        <Typography id="desk-holder-title" variant="h6" component="h3">
          {t('flexAdmin.desk.holder.title')}
        </Typography>
        <Typography>{holderText(desk)}</Typography>
        <FormControl>
          <FormLabel id="desk-holder-type">{t('flexAdmin.desk.holder.is')}</FormLabel>
          <RadioGroup
            aria-labelledby="desk-holder-type"
            value={type ?? ''}
            onChange={(e) => {
              setType(e.target.value as HolderType);
              edit();
            }}
          >
            {TYPE_OPTIONS.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={t(o.label)} />
            ))}
          </RadioGroup>
        </FormControl>
        <UserPicker
          label={t('flexAdmin.desk.holder.person')}
          value={person}
          onChange={(u) => {
            setPerson(u);
            edit();
          }}
          building="1"
          error={type && !person ? incomplete : null}
        />
        {invalid && !(type && !person) && <Alert severity="warning">{invalid}</Alert>}
        {save.isError && <Alert severity="error">{`${t('flexAdmin.desk.saveFailed')} ${refusal(save.error)}`}</Alert>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={unchanged || !!invalid || type === null}
            loading={save.isPending}
            onClick={() => save.mutate(body)}
          >
            {t('flexAdmin.save')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            disabled={!desk.type}
            onClick={() => {
              release.reset();
              setAsking(true);
            }}
          >
            {t('flexAdmin.desk.holder.release')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('flexAdmin.desk.holder.releaseTitle', { desk: desk.deskId })}
        text={t('flexAdmin.desk.holder.releaseText', { holder: holderText(desk) })}
        error={release.isError ? `${t('flexAdmin.desk.saveFailed')} ${refusal(release.error)}` : null}
        confirmLabel={t('flexAdmin.desk.holder.releaseConfirm')}
        cancelLabel={t('flexAdmin.cancel')}
        pending={release.isPending}
        onConfirm={() =>
          release.mutate(
            { deskId: desk.deskId, type: null, manager: null },
            {
              onSuccess: () => {
                setAsking(false);
                setType(null);
                setPerson(null);
              },
            },
          )
        }
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}

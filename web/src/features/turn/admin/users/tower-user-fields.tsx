import Add from '@mui/icons-material/Add';
import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BUILDINGS, type BuildingCode } from '@domain/buildings.js';
import type { Subject } from '@domain/policy.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { errorMessage } from '@/api/client.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { updateUser } from '@/api/users-admin.js';
import { useNotify } from '@/components/snackbar-provider.js';
import {
  addBuilding,
  changesOf,
  draftOf,
  fieldOfRefusal,
  hasChanges,
  problemsOf,
  removeBuilding,
  showsAccessibleSpace,
  type DraftField,
  type FieldErrors,
  type TowerUserDraft,
} from './tower-user-form.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';
import { useT } from '@/i18n/use-t.js';
import { buildingName } from '../admin-words.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

interface Props {
  user: UserInfo;
  me: Subject;
  disabled: boolean;
  onSaved(user: UserInfo): void;
}

const TEXT_FIELDS: {
  field: Extract<DraftField, 'name' | 'email' | 'phoneNumber' | 'departmentName' | 'officeFloor' | 'officeRoom'>;
  label: TowerAdminKey;
  type?: string;
}[] = [
  { field: 'name', label: 'towerAdmin.field.name' },
  { field: 'email', label: 'towerAdmin.field.email', type: 'email' },
  { field: 'phoneNumber', label: 'towerAdmin.field.phone', type: 'tel' },
  { field: 'departmentName', label: 'towerAdmin.field.department' },
  { field: 'officeFloor', label: 'towerAdmin.field.floor' },
  { field: 'officeRoom', label: 'towerAdmin.field.room' },
];

/**
 * The user's data and buildings (tower §5: at least one building remains, none twice, an
 * unknown one 'Cladirea nu exista!'), checked as they are typed with the server's schema and
 * sent with only what changed. A refusal keeps what was typed and marks its field.
 */
export function TowerUserFields({ user, me, disabled, onSaved }: Props) {
  const t = useT(towerAdmin);
  const notify = useNotify();
  const refreshUsers = useInvalidate(userKeys.all);
  const [draft, setDraft] = useState<TowerUserDraft>(() => draftOf(user));
  const [typedBuilding, setTypedBuilding] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ field: DraftField | null; text: string } | null>(null);

  const body = changesOf(user, draft);
  const problems: FieldErrors = problemsOf(me, user, draft);
  const changed = hasChanges(body);
  const set = (patch: Partial<TowerUserDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRefused(null);
  };

  const save = useMutation({
    mutationFn: () => updateUser(body),
    onSuccess: async (next) => {
      onSaved(next);
      setDraft(draftOf(next));
      notify.success(t('towerAdmin.user.updated'));
      await refreshUsers();
    },
    onError: (e) => {
      setRefused({ field: fieldOfRefusal(e), text: errorMessage(e) });
      notify.error(t('towerAdmin.user.updateFailed'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed && Object.keys(problems).length === 0) save.mutate();
  };
  const errorOf = (f: DraftField) => problems[f] ?? (refused?.field === f ? refused.text : undefined);

  const add = () => {
    const r = addBuilding(draft.buildings, typedBuilding);
    setListError(r.error);
    if (r.buildings) {
      set({ buildings: r.buildings });
      setTypedBuilding('');
    }
  };
  const remove = (code: BuildingCode) => {
    const r = removeBuilding(draft.buildings, code);
    setListError(r.error);
    if (r.buildings) set({ buildings: r.buildings });
  };
  const buildingsError = listError ?? errorOf('buildings');
  const toggleAdmin = (code: BuildingCode, on: boolean) =>
    set({ adminOf: on ? [...draft.adminOf, code] : draft.adminOf.filter((b) => b !== code) });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('towerAdmin.user.form')}>
      <Grid container spacing={2}>
        {TEXT_FIELDS.map(({ field, label, type }) => (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t(label)}
              type={type}
              value={draft[field]}
              onChange={(e) => set({ [field]: e.target.value })}
              error={!!errorOf(field)}
              helperText={errorOf(field) ?? ' '}
              disabled={disabled}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>

      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t('towerAdmin.field.buildings')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} role="list" aria-label={t('towerAdmin.user.buildingsList')}>
          {draft.buildings.map((b) => (
            <Chip
              key={b}
              role="listitem"
              label={buildingName(b)}
              onDelete={disabled ? undefined : () => remove(b)}
              deleteIcon={
                <Cancel role="button" aria-label={t('towerAdmin.user.removeBuilding', { building: buildingName(b) })} aria-hidden={false} />
              }
            />
          ))}
        </Stack>
        {!disabled && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Autocomplete
              freeSolo
              options={Object.values(BUILDINGS).map((b) => buildingName(b.code))}
              inputValue={typedBuilding}
              onInputChange={(_e, v) => {
                setTypedBuilding(v);
                setListError(null);
              }}
              sx={{ width: 260 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('towerAdmin.user.addBuildingField')}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      add();
                    }
                  }}
                />
              )}
            />
            <Button variant="outlined" startIcon={<Add />} onClick={add} disabled={!typedBuilding.trim()} sx={{ mt: 1 }}>
              {t('towerAdmin.user.addBuilding')}
            </Button>
          </Stack>
        )}
        {buildingsError && <FormHelperText error>{buildingsError}</FormHelperText>}
      </Stack>

      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="h3">
          {t('towerAdmin.user.rights')}
        </Typography>
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox checked={draft.parkingRight} onChange={(e) => set({ parkingRight: e.target.checked })} disabled={disabled} />
            }
            label={t('towerAdmin.field.parkingRight')}
          />
          {showsAccessibleSpace(me, user) && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.accessibleSpace}
                  onChange={(e) => set({ accessibleSpace: e.target.checked })}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-describedby': 'accessible-space-hint' } }}
                />
              }
              label={t('towerAdmin.field.accessibleSpace')}
            />
          )}
          {Object.values(BUILDINGS).map((b) => (
            <FormControlLabel
              key={b.code}
              control={
                <Checkbox
                  checked={draft.adminOf.includes(b.code)}
                  onChange={(e) => toggleAdmin(b.code, e.target.checked)}
                  disabled={disabled || me.role !== 'admin'}
                />
              }
              label={t('towerAdmin.user.adminOf', { building: buildingName(b.code) })}
            />
          ))}
        </FormGroup>
        {showsAccessibleSpace(me, user) && (
          <FormHelperText id="accessible-space-hint">{t('towerAdmin.field.accessibleSpaceHint')}</FormHelperText>
        )}
        {me.role !== 'admin' && <FormHelperText>{t('towerAdmin.user.onlyAdminHint')}</FormHelperText>}
        {errorOf('adminOf') && <FormHelperText error>{errorOf('adminOf')}</FormHelperText>}
      </Stack>

      {refused && !refused.field && <Alert severity="error">{refused.text}</Alert>}
      {!disabled && (
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={!changed || Object.keys(problems).length > 0} loading={save.isPending}>
            {t('towerAdmin.user.save')}
          </Button>
          <Button
            onClick={() => {
              setDraft(draftOf(user));
              setListError(null);
              setRefused(null);
            }}
            disabled={!changed || save.isPending}
          >
            {t('towerAdmin.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { errorMessage } from '@/api/client.js';
import { registerTurn } from '@/api/tower-users.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { PasswordField } from '@/components/password-field.js';
import { useNotify } from '@/components/snackbar-provider.js';
import {
  EMPTY_DRAFT,
  fieldOfRefusal,
  problemsOf,
  requestOf,
  type NewTowerUserDraft,
  type NewUserErrors,
  type NewUserField,
} from './new-tower-user-form.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';
import { useT } from '@/i18n/use-t.js';

type TextKey = Exclude<NewUserField, 'graded' | 'password'>;
const FIELDS: { field: TextKey; label: TowerAdminKey; required?: boolean; type?: string; helper?: TowerAdminKey }[] = [
  { field: 'name', label: 'towerAdmin.field.name', required: true },
  { field: 'email', label: 'towerAdmin.field.email', required: true, type: 'email' },
  { field: 'phoneNumber', label: 'towerAdmin.field.phone', required: true, type: 'tel' },
  { field: 'username', label: 'towerAdmin.field.username', helper: 'towerAdmin.newUser.usernameHint' },
  { field: 'departmentName', label: 'towerAdmin.field.department' },
  { field: 'officeFloor', label: 'towerAdmin.field.floor' },
  { field: 'officeRoom', label: 'towerAdmin.field.room' },
];

/**
 * Utilizator nou (tower §5 "Admin add user", decisions §9 registerTurn): name, e-mail and phone
 * are required; the new user gets the tower with the right to park, and the password given or
 * the initial one, which they change at their first login. A refusal keeps what was typed.
 */
export function NewTowerUserSection() {
  const t = useT(towerAdmin);
  const notify = useNotify();
  const refreshUsers = useInvalidate(userKeys.all);
  const [draft, setDraft] = useState<NewTowerUserDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ field: NewUserField | null; text: string } | null>(null);
  const [added, setAdded] = useState<UserInfo | null>(null);
  const problems: NewUserErrors = tried ? problemsOf(draft) : {};

  const set = (patch: Partial<NewTowerUserDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRefused(null);
  };
  const add = useMutation({
    mutationFn: () => registerTurn(requestOf(draft)),
    onSuccess: async (user) => {
      setAdded(user);
      setDraft(EMPTY_DRAFT);
      setTried(false);
      notify.success(t('towerAdmin.newUser.added'));
      await refreshUsers();
    },
    onError: (e) => {
      setRefused({ field: fieldOfRefusal(e), text: errorMessage(e) });
      notify.error(t('towerAdmin.newUser.addFailed'));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setAdded(null);
    if (Object.keys(problemsOf(draft)).length === 0) add.mutate();
  };
  const errorOf = (f: NewUserField) => problems[f] ?? (refused?.field === f ? refused.text : undefined);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('towerAdmin.console.newUser')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('towerAdmin.console.newUser')}>
          <Typography color="text.secondary">{t('towerAdmin.newUser.intro')}</Typography>
          <Grid container spacing={2}>
            {FIELDS.map(({ field, label, required, type, helper }) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t(label)}
                  required={required}
                  type={type}
                  value={draft[field]}
                  onChange={(e) => set({ [field]: e.target.value })}
                  error={!!errorOf(field)}
                  helperText={errorOf(field) ?? (helper ? t(helper) : ' ')}
                  fullWidth
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                id="new-tower-user-password"
                label={t('towerAdmin.newUser.password')}
                value={draft.password}
                onChange={(password) => set({ password })}
                error={!!errorOf('password')}
                autoComplete="new-password"
              />
              {errorOf('password') && <FormHelperText error>{errorOf('password')}</FormHelperText>}
            </Grid>
          </Grid>
          <FormControlLabel
            control={<Checkbox checked={draft.graded} onChange={(e) => set({ graded: e.target.checked })} />}
            label={t('towerAdmin.newUser.graded')}
          />
          {problems.form && <Alert severity="error">{problems.form}</Alert>}
          {refused && !refused.field && <Alert severity="error">{refused.text}</Alert>}
          {added && (
            <Alert severity="success">
              {t('towerAdmin.newUser.added')}{' '}
              <Link component={RouterLink} to={`../utilizatori/${added.uuid}`} relative="path">
                {t('towerAdmin.newUser.open', { name: added.name })}
              </Link>
            </Alert>
          )}
          <Button type="submit" variant="contained" loading={add.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('towerAdmin.newUser.add')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

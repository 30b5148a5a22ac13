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
import { MSG } from '@domain/messages.js';
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

type TextKey = Exclude<NewUserField, 'graded' | 'password'>;
const FIELDS: { field: TextKey; label: string; required?: boolean; type?: string; helper?: string }[] = [
  { field: 'name', label: 'Nume', required: true },
  { field: 'email', label: 'E-mail', required: true, type: 'email' },
  { field: 'phoneNumber', label: 'Telefon', required: true, type: 'tel' },
  { field: 'username', label: 'Nume de utilizator', helper: 'Lăsat gol, adresa de e-mail devine numele de utilizator.' },
  { field: 'departmentName', label: 'Departament' },
  { field: 'officeFloor', label: 'Etaj' },
  { field: 'officeRoom', label: 'Camera' },
];

/**
 * Utilizator nou (tower §5 "Admin add user", decisions §9 registerTurn): name, e-mail and phone
 * are required; the new user gets the tower with the right to park, and the password given or
 * the initial one, which they change at their first login. A refusal keeps what was typed.
 */
export function NewTowerUserSection() {
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
      notify.success(MSG.userAdded);
      await refreshUsers();
    },
    onError: (e) => {
      setRefused({ field: fieldOfRefusal(e), text: errorMessage(e) });
      notify.error(MSG.userAddFailed);
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
        Utilizator nou
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Utilizator nou">
          <Typography color="text.secondary">
            Utilizatorul primește acces în turn și drept de parcare. Fără o parolă aleasă aici, primește parola inițială și i se cere să o
            schimbe la prima autentificare.
          </Typography>
          <Grid container spacing={2}>
            {FIELDS.map(({ field, label, required, type, helper }) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={label}
                  required={required}
                  type={type}
                  value={draft[field]}
                  onChange={(e) => set({ [field]: e.target.value })}
                  error={!!errorOf(field)}
                  helperText={errorOf(field) ?? helper ?? ' '}
                  fullWidth
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                id="new-tower-user-password"
                label="Parolă (opțional)"
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
            label="Evaluare"
          />
          {problems.form && <Alert severity="error">{problems.form}</Alert>}
          {refused && !refused.field && <Alert severity="error">{refused.text}</Alert>}
          {added && (
            <Alert severity="success">
              {MSG.userAdded}{' '}
              <Link component={RouterLink} to={`../utilizatori/${added.uuid}`} relative="path">
                Deschideți fișa lui {added.name}
              </Link>
            </Alert>
          )}
          <Button type="submit" variant="contained" loading={add.isPending} sx={{ alignSelf: 'flex-start' }}>
            Adăugați utilizatorul
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

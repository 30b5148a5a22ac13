import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { MAX_TOKEN_DAYS, TOKEN_SCOPES, type TokenScope } from '@domain/tokens/scopes.js';
import type { ApiTokenCreated } from '@/api/tokens.js';
import { useCreateToken } from '@/api/queries/tokens.js';
import { tokens } from '@/i18n/tokens.js';
import { useT } from '@/i18n/use-t.js';
import { SectionError } from '@/components/section-error.js';
import { SCOPE_WORDS } from './token-words.js';

/** The validity a new token is offered with, in days. */
const DEFAULT_DAYS = 90;

/** 'Creați un token': a name, the scopes (`admin` offered to administrators only) and the days it is valid. */
export function TokenForm({ admin, onMade }: { admin: boolean; onMade(made: ApiTokenCreated): void }) {
  const t = useT(tokens);
  const id = useId();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [tried, setTried] = useState(false);
  const offered = TOKEN_SCOPES.filter((s) => s !== 'admin' || admin);
  const chosen = offered.filter((s) => scopes.includes(s));
  const dayCount = Number(days);
  const errors = {
    name: name.trim() ? null : t('tokens.form.nameRequired'),
    scopes: chosen.length ? null : t('tokens.form.scopesRequired'),
    days:
      days.trim() && Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= MAX_TOKEN_DAYS
        ? null
        : t('tokens.form.daysInvalid', { max: MAX_TOKEN_DAYS }),
  };
  const shown = (error: string | null) => (tried ? error : null);

  const toggle = (scope: TokenScope, on: boolean) => {
    create.reset();
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  };
  const send = () => {
    setTried(true);
    if (errors.name || errors.scopes || errors.days) return;
    create.mutate(
      { name: name.trim(), scopes: chosen, days: dayCount },
      {
        onSuccess: (made) => {
          setName('');
          setTried(false);
          onMade(made);
        },
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {t('tokens.form.title')}
      </Typography>
      <TextField
        label={t('tokens.form.name')}
        value={name}
        onChange={(e) => {
          create.reset();
          setName(e.target.value);
        }}
        required
        error={!!shown(errors.name)}
        helperText={shown(errors.name) ?? t('tokens.form.nameHelp')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl component="fieldset" error={!!shown(errors.scopes)}>
        <FormLabel component="legend">{t('tokens.form.scopes')}</FormLabel>
        <Stack>
          {offered.map((scope) => (
            <div key={scope}>
              <FormControlLabel
                label={t(SCOPE_WORDS[scope].label)}
                control={
                  <Checkbox
                    checked={scopes.includes(scope)}
                    onChange={(e) => toggle(scope, e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `${id}-${scope}` } }}
                  />
                }
              />
              <FormHelperText id={`${id}-${scope}`} error={false} sx={{ mt: -0.5, ml: 4 }}>
                {t(SCOPE_WORDS[scope].help)}
              </FormHelperText>
            </div>
          ))}
        </Stack>
        {shown(errors.scopes) && <FormHelperText>{errors.scopes}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('tokens.form.days')}
        type="number"
        value={days}
        onChange={(e) => {
          create.reset();
          setDays(e.target.value);
        }}
        required
        error={!!shown(errors.days)}
        helperText={shown(errors.days) ?? t('tokens.form.daysHelp', { max: MAX_TOKEN_DAYS })}
        slotProps={{ htmlInput: { min: 1, max: MAX_TOKEN_DAYS, step: 1 } }}
        sx={{ maxWidth: 240 }}
      />
      {create.isError && <SectionError error={create.error} onRetry={send} />}
      <div>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('tokens.form.submit')}
        </Button>
      </div>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { WorkPattern } from '@/api/pattern.js';
import { usePattern, useSavePattern } from '@/api/queries/pattern.js';
import { RequestError } from '@/components/request-error.js';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useUser } from '@/lib/session.js';
import { AddFavourite } from './add-favourite.js';
import { FavouriteDesks } from './favourite-desks.js';
import { useOpenDesks } from './open-desks.js';
import { addFavourite } from './pattern-edit.js';
import { PatternOutcome } from './pattern-outcome.js';
import { saveRefusalKey } from './save-refusal.js';
import { WeekdayToggles } from './weekday-toggles.js';

/** /birouri/zilele-mele: 'Zilele mele la birou', the person's work pattern for building 1 (decisions §20). */
export function PatternPage() {
  const t = useT(pattern);
  usePageTitle(t('workPattern.title'));
  const saved = usePattern();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('workPattern.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('workPattern.intro')}
      </Typography>
      {saved.data ? (
        <PatternForm initial={saved.data} />
      ) : saved.isError ? (
        <RequestError error={saved.error} onRetry={() => void saved.refetch()} />
      ) : (
        <CircularProgress aria-label={t('workPattern.loading')} />
      )}
    </Paper>
  );
}

/** The pattern's building 1 part, edited here and sent whole by 'Salvați'; the first run's outcome under it. */
function PatternForm({ initial }: { initial: WorkPattern }) {
  const t = useT(pattern);
  const me = useUser();
  const [days, setDays] = useState(initial.days);
  const [desks, setDesks] = useState(initial.desks);
  const [parking, setParking] = useState(initial.parking);
  const options = useOpenDesks();
  const save = useSavePattern();
  const busy = save.isPending;
  const changed = (set: () => void) => {
    set();
    save.reset(); // the outcome shown is the last save's: a change makes it old
  };
  const refusal = saveRefusalKey(save.error);
  const submit = () => save.mutate({ days, desks, parking: me.parkingRight && parking });

  return (
    <Stack
      spacing={3}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack component="section" spacing={1} aria-labelledby="pattern-days">
        <Typography id="pattern-days" component="h2" variant="h6">
          {t('workPattern.days.title')}
        </Typography>
        <WeekdayToggles days={days} onChange={(d) => changed(() => setDays(d))} disabled={busy} />
        {days.length === 0 && <FormHelperText>{t('workPattern.days.none')}</FormHelperText>}
      </Stack>
      <Stack component="section" spacing={1} aria-labelledby="pattern-desks">
        <Typography id="pattern-desks" component="h2" variant="h6">
          {t('workPattern.desks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('workPattern.desks.hint')}
        </Typography>
        <FavouriteDesks labelledBy="pattern-desks" desks={desks} onChange={(d) => changed(() => setDesks(d))} disabled={busy} />
        <AddFavourite
          options={options}
          chosen={desks}
          onAdd={(id) => changed(() => setDesks((d) => addFavourite(d, id)))}
          disabled={busy}
        />
        <Typography variant="body2" color="text.secondary">
          {t('workPattern.desks.fromMap')}{' '}
          <Link component={RouterLink} to="/birouri">
            {t('workPattern.desks.toMap')}
          </Link>
        </Typography>
      </Stack>
      {me.parkingRight && (
        <div>
          <FormControlLabel
            control={<Switch checked={parking} onChange={(e) => changed(() => setParking(e.target.checked))} disabled={busy} />}
            label={t('workPattern.parking')}
          />
          <FormHelperText>{t('workPattern.parkingHelp')}</FormHelperText>
        </div>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('workPattern.save')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {save.isSuccess && (
          <Alert severity="success">
            <Stack spacing={1}>
              <span>{t('workPattern.saved')}</span>
              <PatternOutcome outcome={save.data} />
            </Stack>
          </Alert>
        )}
      </div>
      {save.isError && <RequestError error={save.error} message={refusal && t(refusal)} onRetry={submit} />}
    </Stack>
  );
}

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getPatternQueryOptions } from '@/api/queries/pattern-keys.js';
import { useSaveTowerPattern } from '@/api/queries/tower-pattern.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { weekdayName } from '@/i18n/dates.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { towerPattern } from '@/i18n/towerPattern.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { carName } from './car-select.js';
import { useMyCars } from './tower-queries.js';

// 'Zilele mele de parcare' on /turn/account (decisions §20): the tower's part of the work pattern,
// the weekdays a parking request is made for as each opens (§7) and the car it is made with.

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** A day of weekday `d` (1 March 2027 is a Monday), whose name labels the toggle in the language shown. */
const dayOfWeek = (d: number) => `2027-03-0${d}`;

/** The value the car selector keeps for 'the first car' (carId null): not '', which MUI shows as nothing chosen. */
const FIRST_CAR = 'first';

export function TowerPattern() {
  const t = useT(towerPattern);
  const language = useLanguage();
  const words = useRefusalWords();
  const notify = useNotify();
  const pattern = useQuery(getPatternQueryOptions());
  const cars = useMyCars();
  // The person's edits over what the server has; null until they change something.
  const [draft, setDraft] = useState<{ towerDays: number[]; carId: string } | null>(null);
  const towerDays = draft?.towerDays ?? pattern.data?.towerDays ?? [];
  const carId = draft?.carId ?? pattern.data?.carId ?? FIRST_CAR;
  const myCars = cars.data ?? [];
  // A chosen car no longer among the person's cars reads, and saves, as 'the first car'.
  const shownCar = !cars.data || myCars.some((c) => c._id === carId) ? carId : FIRST_CAR;
  const save = useSaveTowerPattern();
  const submit = () =>
    save.mutate(
      { towerDays: [...towerDays].sort((a, b) => a - b), carId: shownCar === FIRST_CAR ? null : shownCar },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success(t('towerPattern.saved'));
        },
        onError: (e) => notify.error(words(e)),
      },
    );

  return (
    <section aria-labelledby="tower-pattern-title">
      <Typography id="tower-pattern-title" component="h2" variant="h6" sx={{ mt: 2 }}>
        {t('towerPattern.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('towerPattern.intro')}
      </Typography>
      {pattern.isError && <Typography color="error">{t('towerPattern.loadFailed')}</Typography>}
      {/* Buttons that say whether they are pressed: MUI's ToggleButton would grow pages far from this one (web/vite.config.ts). */}
      <Stack direction="row" role="group" aria-label={t('towerPattern.days')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {WEEKDAYS.map((d) => {
          const on = towerDays.includes(d);
          return (
            <Button
              key={d}
              size="small"
              variant={on ? 'contained' : 'outlined'}
              aria-pressed={on}
              disabled={!pattern.data}
              onClick={() => setDraft({ towerDays: on ? towerDays.filter((x) => x !== d) : [...towerDays, d], carId })}
              sx={{ textTransform: 'none' }}
            >
              {weekdayName(dayOfWeek(d), language)}
            </Button>
          );
        })}
      </Stack>
      <TextField
        select
        label={t('towerPattern.car')}
        value={cars.data ? shownCar : FIRST_CAR}
        onChange={(e) => setDraft({ towerDays, carId: e.target.value })}
        disabled={!pattern.data}
        fullWidth
        margin="normal"
        helperText={cars.data && myCars.length === 0 ? t('towerPattern.noCar') : undefined}
      >
        <MenuItem value={FIRST_CAR}>{t('towerPattern.firstCar')}</MenuItem>
        {myCars.map((c) => (
          <MenuItem key={c._id} value={c._id}>
            {carName(c)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={submit} disabled={!pattern.data || !draft || save.isPending}>
        {t('towerPattern.save')}
      </Button>
    </section>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { ABSENCE_KINDS, type AbsenceKind } from '@domain/week/messages.js';
import { useRecordAbsence } from '@/api/queries/my-week.js';
import type { DayInputs } from '@/components/date-range-fields.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';
import { retryingImport } from '@/lib/connection.js';
import { useServerTime } from '@/lib/server-time.js';
import { AbsenceList } from './absence-list.js';
import { WeekError } from './week-error.js';
import { absenceOutcome, KIND_WORDS } from './week-words.js';

// The pickers come as the statistics pages have them, a chunk of their own: taken in this one, they
// would split MUI's Chip out of the chunk the booking screen shares with them (web/bundle-budget.json).
const DayPickers = lazy(retryingImport(() => import('@/components/day-pickers.js')));

const NO_DAYS: DayInputs = { from: '', to: '' };

interface Props {
  open: boolean;
  onClose(): void;
  /** A manager's (or an administrator's) person; the caller when left out. */
  person?: { uuid: string; name: string };
}

/**
 * 'Absență' (decisions §20, issue #41 point 4): from, to (the date pickers, in the language's format)
 * and the kind; the answer's `cancelled` and `kept` said in one sentence; a refusal worded by its
 * reason. Under the form, the absences already recorded, each with its delete button. Loaded when
 * first opened (it brings the date pickers), from 'Săptămâna mea' and the manager's page.
 */
export default function AbsenceDialog({ open, onClose, person }: Props) {
  const t = useT(week);
  const language = useLanguage();
  const titleId = useId();
  const today = useServerTime().today();
  const [days, setDays] = useState<DayInputs>(NO_DAYS);
  const [kind, setKind] = useState<AbsenceKind>('concediu');
  const [tried, setTried] = useState(false);
  const record = useRecordAbsence();

  const close = () => {
    record.reset();
    setDays(NO_DAYS);
    setTried(false);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!days.from || !days.to) return;
    // A day typed beyond the other is taken by the pickers: the pair is sent in order.
    const [from, to] = days.from <= days.to ? [days.from, days.to] : [days.to, days.from];
    record.mutate(
      { from, to, kind, ...(person ? { uuid: person.uuid } : {}) },
      {
        onSuccess: () => {
          setTried(false);
          setDays(NO_DAYS);
        },
      },
    );
  };
  const required = (day: string) => (tried && !day ? t('week.dialog.dayRequired') : null);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{person ? t('week.dialog.titleFor', { name: person.name }) : t('week.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('week.dialog.intro')}</DialogContentText>
            <Suspense fallback={<Box sx={{ height: 56 }} />}>
              <DayPickers
                value={days}
                onChange={(change) => {
                  record.reset();
                  // The first day chosen fills the other: a one-day absence is one choice.
                  setDays((now) => ({ from: now.from || change.to || '', to: now.to || change.from || '', ...change }));
                }}
                errors={{ from: required(days.from), to: required(days.to) }}
                // One's own absence starts today at the earliest; a manager may record a day already past (a sick day told late).
                disableDay={person ? undefined : (day) => day < today}
                today={today}
              />
            </Suspense>
            <TextField select label={t('week.dialog.kind')} value={kind} onChange={(e) => setKind(e.target.value as AbsenceKind)}>
              {ABSENCE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(KIND_WORDS[k])}
                </MenuItem>
              ))}
            </TextField>
            {record.isError && <WeekError error={record.error} />}
            {record.data && (
              <Alert severity="success" role="status">
                {`${t('week.dialog.recorded')} ${absenceOutcome(record.data, t, language)}`}
              </Alert>
            )}
            <AbsenceList uuid={person?.uuid ?? null} today={today} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('week.dialog.close')}</Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {t('week.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

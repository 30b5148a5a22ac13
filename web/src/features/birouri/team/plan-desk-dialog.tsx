import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { getGroupDesksQueryOptions } from '@/api/queries/desks.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { longDayName } from '@/i18n/dates.js';
import { team } from '@/i18n/team.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { WeekError } from '../week/week-error.js';
import { usePlanDesk } from '@/api/queries/team-week.js';

interface Props {
  /** The person the desk is for; `self` when it is the caller (booked without a uuid). */
  person: { uuid: string; name: string; self: boolean };
  day: string;
  groupId: string;
  onClose(): void;
}

/**
 * The manager's planning (decisions §21, #42 point 4): the group's desks free that day (GET
 * /desks/group/:groupId), one chosen and booked for the person (POST /reservations/desks/update with
 * their uuid); a refusal worded by its reason, the dialog left open to choose another.
 */
export function PlanDeskDialog({ person, day, groupId, onClose }: Props) {
  const t = useT(team);
  const language = useLanguage();
  const titleId = useId();
  const notify = useNotify();
  const desks = useQuery(getGroupDesksQueryOptions(groupId, day));
  const free = (desks.data ?? []).filter((d) => d.status === 'free');
  const [chosen, setChosen] = useState('');
  const plan = usePlanDesk();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    plan.mutate(
      { deskId: chosen, day, groupId, uuid: person.self ? undefined : person.uuid },
      {
        onSuccess: () => {
          notify.success(t('team.plan.booked', { deskId: chosen, name: person.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('team.plan.title', { name: person.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <DialogContentText>{t('team.plan.intro', { day: longDayName(day, language) })}</DialogContentText>
            {desks.isError ? (
              <WeekError error={desks.error} onRetry={() => void desks.refetch()} />
            ) : desks.isPending ? (
              <CircularProgress aria-label={t('team.plan.loading')} sx={{ display: 'block', mx: 'auto' }} />
            ) : free.length === 0 ? (
              <DialogContentText>{t('team.plan.none')}</DialogContentText>
            ) : (
              <RadioGroup
                aria-labelledby={titleId}
                value={chosen}
                onChange={(e) => {
                  plan.reset();
                  setChosen(e.target.value);
                }}
              >
                {free.map((d) => (
                  <FormControlLabel
                    key={d.deskId}
                    value={d.deskId}
                    control={<Radio />}
                    label={t('team.plan.desk', { deskId: d.deskId, floor: d.floor })}
                  />
                ))}
              </RadioGroup>
            )}
            {plan.isError && <WeekError error={plan.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('team.plan.close')}</Button>
          <Button type="submit" variant="contained" disabled={!chosen || plan.isPending}>
            {t('team.plan.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

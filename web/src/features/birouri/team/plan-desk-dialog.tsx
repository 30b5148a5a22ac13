import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
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
 * /desks/group/:groupId), each a button that books it for the person (POST /reservations/desks/update with
 * their uuid); a refusal worded by its reason, the dialog left open to choose another.
 */
export function PlanDeskDialog({ person, day, groupId, onClose }: Props) {
  const t = useT(team);
  const language = useLanguage();
  const titleId = useId();
  const notify = useNotify();
  const desks = useQuery(getGroupDesksQueryOptions(groupId, day));
  const free = (desks.data ?? []).filter((d) => d.status === 'free');
  const plan = usePlanDesk();

  const book = (deskId: string) =>
    plan.mutate(
      { deskId, day, groupId, uuid: person.self ? undefined : person.uuid },
      {
        onSuccess: () => {
          notify.success(t('team.plan.booked', { deskId, name: person.name }));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
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
            <Stack spacing={1}>
              {free.map((d) => (
                <Button key={d.deskId} variant="outlined" disabled={plan.isPending} onClick={() => book(d.deskId)} sx={{ minHeight: 44 }}>
                  {t('team.plan.desk', { deskId: d.deskId, floor: d.floor })}
                </Button>
              ))}
            </Stack>
          )}
          {plan.isError && <WeekError error={plan.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('team.plan.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

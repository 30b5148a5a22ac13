import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { OFFICE } from '@domain/buildings.js';
import { managesGroup } from '@domain/policy.js';
import { addDays } from '@domain/time.js';
import { getMapGroupsQueryOptions } from '@/api/queries/groups.js';
import type { TeamPerson } from '@/api/team.js';
import { isAdminOf } from '@/app/permissions.js';
import { team } from '@/i18n/team.js';
import { useT } from '@/i18n/use-t.js';
import { retryingImport } from '@/lib/connection.js';
import { useServerTime } from '@/lib/server-time.js';
import { useUser } from '@/lib/session.js';
import { useIsPhone } from '@/lib/use-is-phone.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { WeekError } from '../week/week-error.js';
import { WeekStepper } from '../week/week-stepper.js';
import { PhoneDayChooser } from './phone-day-chooser.js';
import { PlanDeskDialog } from './plan-desk-dialog.js';
import { TeamGrid } from './team-grid.js';
import { chooserOrder } from './team-groups.js';
import { getFollowingQueryOptions, useFollow } from '@/api/queries/colleagues.js';
import { useTeamWeek } from '@/api/queries/team-week.js';

// Loaded when first opened: it brings the date pickers.
const AbsenceDialog = lazy(retryingImport(() => import('../week/absence-dialog.js')));

type Planned = { person: TeamPerson; day: string };

/**
 * /birouri/echipa, 'Săptămâna echipei' (decisions §21, #42): a group's week, a week at a time; following
 * colleagues from their row; for the group's manager (or an administrator of the building) 'Rezervați
 * un birou' on a person's empty day and 'Absență' on their row. On a phone, one day at a time.
 */
export function TeamPage() {
  const t = useT(team);
  const user = useUser();
  const titleId = useId();
  const phone = useIsPhone();
  const today = useServerTime().today();
  usePageTitle(t('team.title'));
  const admin = isAdminOf(user, OFFICE);
  const groups = useQuery({
    ...getMapGroupsQueryOptions(admin),
    select: (g) =>
      chooserOrder(
        g.groups.filter((x) => x.building === OFFICE),
        user,
      ),
  });
  // null: this week (the server's clock) and the caller's main group (the server's choice); one without
  // a main group is shown their first group.
  const [chosen, setChosen] = useState<string | null>(null);
  const groupId = chosen ?? (user.mainGroup ? null : (groups.data?.[0]?._id ?? null));
  const [from, setFrom] = useState<string | null>(null);
  const shown = useTeamWeek(from, groupId, !!groupId || !!user.mainGroup || groups.isFetched);
  const data = shown.data;
  const days = data ? [0, 1, 2, 3, 4].map((i) => addDays(data.from, i)) : [];
  const [phoneDay, setPhoneDay] = useState<number | null>(null);
  const dayShown = phoneDay ?? Math.max(0, days.indexOf(today));
  const follow = useFollow();
  const followedList = useQuery(getFollowingQueryOptions());
  const followed = new Set(followedList.data?.map((f) => f.uuid));
  const [planned, setPlanned] = useState<Planned | null>(null);
  const [absenceFor, setAbsenceFor] = useState<TeamPerson | null>(null);
  // The server's rules: a desk for someone else by the booking rule (their group's manager, or role
  // admin: managesGroup); an absence for them by the absences' (their building's administrators too).
  const booksFor = !!data && managesGroup(user, data.group._id);
  const recordsAbsences = booksFor || (!!data && admin);
  // The group shown stays among the choices while the list loads, or when the list does not hold it.
  const options = [...(data && !groups.data?.some((g) => g._id === data.group._id) ? [data.group] : []), ...(groups.data ?? [])];

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h1" variant="h5">
          {t('team.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('team.group')}
          value={chosen ?? data?.group._id ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {options.map((g) => (
            <MenuItem key={g._id} value={g._id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <WeekStepper from={from} shown={data?.from} settled={!shown.isPlaceholderData} onFrom={setFrom} />
      </Stack>
      {follow.isError && (
        <Box sx={{ mb: 1.5 }}>
          <WeekError error={follow.error} />
        </Box>
      )}
      {shown.isError && !data ? (
        <WeekError error={shown.error} onRetry={() => void shown.refetch()} />
      ) : !data ? (
        <CircularProgress aria-label={t('team.loading')} sx={{ display: 'block', mx: 'auto', my: 2 }} />
      ) : data.people.length === 0 ? (
        <Typography>{t('team.empty')}</Typography>
      ) : (
        <Box aria-busy={shown.isPlaceholderData}>
          {phone && <PhoneDayChooser days={days} chosen={dayShown} onChoose={setPhoneDay} />}
          <TeamGrid
            week={data}
            days={phone ? [days[dayShown]] : days}
            me={user.uuid}
            today={today}
            booksFor={booksFor}
            recordsAbsences={recordsAbsences}
            followed={followed}
            following={follow.isPending || !followedList.data}
            onFollow={(p, on) => follow.mutate({ uuid: p.uuid, follow: on })}
            onPlan={(person, day) => setPlanned({ person, day })}
            onAbsence={setAbsenceFor}
          />
        </Box>
      )}
      {planned && data && (
        <PlanDeskDialog
          key={`${planned.person.uuid}/${planned.day}`}
          person={{ ...planned.person, self: planned.person.uuid === user.uuid }}
          day={planned.day}
          groupId={data.group._id}
          onClose={() => setPlanned(null)}
        />
      )}
      {absenceFor && (
        <Suspense fallback={null}>
          <AbsenceDialog
            key={absenceFor.uuid}
            open
            person={absenceFor.uuid === user.uuid ? undefined : absenceFor}
            onClose={() => setAbsenceFor(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}

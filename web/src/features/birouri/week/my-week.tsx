import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { buildingsOf, TOWER } from '@domain/buildings.js';
import { useWeek } from '@/api/queries/my-week.js';
import { useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';
import { retryingImport } from '@/lib/connection.js';
import { useUser } from '@/lib/session.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { WeekDay } from './week-day.js';
import { WeekError } from './week-error.js';
import { WeekStepper } from './week-stepper.js';
import { AbsenceIcon, PatternIcon } from './week-icons.js';

// Loaded when first opened: it brings the date pickers.
const AbsenceDialog = lazy(retryingImport(() => import('./absence-dialog.js')));

/**
 * The page 'Săptămâna echipei' (decisions §21), which the router loads through this module (birouri-home.tsx
 * → week-section.tsx → here): what it shares with the week (the week's words, icons and errors) then stays
 * in this chunk, and /birouri's first download carries only the loader's name (web/bundle-budget.json).
 */
export const loadTeamPage = () => import('../team/team-page.js');

/** The browser tab's name on the page of its own. */
function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** Where the pattern's settings are (the page 'Zilele mele la birou', issue #41 point 1). */
export const PATTERN_PATH = '/birouri/zilele-mele';
/** 'Săptămâna echipei' (decisions §21; team/team-links.ts's TEAM_PATH, not imported: one chunk less to load). */
const TEAM_PATH = '/birouri/echipa';

interface Props {
  /** The title's level: 1 on its own page, 2 as a section of the booking screen and the phone page. */
  level?: 1 | 2;
}

/**
 * 'Săptămâna mea' (decisions §20, issue #41 point 5): the person's five days from GET /week, a week
 * at a time, with the way to the pattern's settings and to the absence dialog (its list of absences
 * beside the form).
 */
export default function MyWeek({ level = 2 }: Props) {
  const t = useT(week);
  const user = useUser();
  // null: this week, as the server's clock says; the Monday it answers is remembered to come back to null.
  const [from, setFrom] = useState<string | null>(null);
  const [absence, setAbsence] = useState<'closed' | 'open' | 'unused'>('unused');
  const shown = useWeek(from);
  const data = shown.data;
  const towerUser = buildingsOf(user).includes(TOWER);
  const titleId = useId();

  return (
    <Box component="section" aria-labelledby={titleId}>
      {level === 1 && <PageTitle title={t('week.title')} />}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 1, mb: 1.5 }}>
        <Typography id={titleId} component={level === 1 ? 'h1' : 'h2'} variant={level === 1 ? 'h5' : 'h6'}>
          {t('week.title')}
        </Typography>
        <WeekStepper from={from} shown={data?.from} settled={!shown.isPlaceholderData} onFrom={setFrom} />
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={TEAM_PATH}>
          {t('week.teamLink')}
        </Button>
        <Button component={RouterLink} to={PATTERN_PATH} startIcon={<PatternIcon />}>
          {t('week.patternLink')}
        </Button>
        <Button variant="outlined" startIcon={<AbsenceIcon />} onClick={() => setAbsence('open')}>
          {t('week.absence')}
        </Button>
      </Stack>
      {shown.isError && !data ? (
        <WeekError error={shown.error} onRetry={() => void shown.refetch()} />
      ) : !data ? (
        <CircularProgress aria-label={t('week.loading')} sx={{ display: 'block', mx: 'auto', my: 2 }} />
      ) : (
        <Box
          aria-busy={shown.isPlaceholderData}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}
        >
          {data.days.map((d) => (
            <WeekDay key={d.day} day={d} towerUser={towerUser} />
          ))}
        </Box>
      )}
      {absence !== 'unused' && (
        <Suspense fallback={null}>
          <AbsenceDialog open={absence === 'open'} onClose={() => setAbsence('closed')} />
        </Suspense>
      )}
    </Box>
  );
}

import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TeamDay, TeamPerson } from '@/api/team.js';
import { formatDay } from '@/i18n/dates.js';
import { team } from '@/i18n/team.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';
import { KIND_WORDS } from '../week/week-words.js';
import { deskOnMap, nearOnMap } from './team-links.js';

interface Props {
  person: TeamPerson;
  day: TeamDay;
  /** The caller's own row: no 'Rezervați lângă' oneself. */
  self: boolean;
  /** The day is today or later: the map's links and the planning are for days to come. */
  ahead: boolean;
  /** Books a desk for the person that day (the group's manager or an administrator); absent otherwise. */
  onPlan?: () => void;
}

const ABSENT_SX = { px: 0.75, borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary' } as const;

/**
 * One person's day (decisions §21): the desk and floor, linked to the map at that desk, with
 * 'Rezervați lângă' on a colleague's; 'Absent' (with the kind, to those who may see it); or, on an
 * empty day, a manager's 'Rezervați un birou'.
 */
export function TeamCell({ person, day, self, ahead, onPlan }: Props) {
  const t = useT(team, week);
  const language = useLanguage();
  if (day.deskId && day.floor !== null) {
    const words = t('team.desk', { deskId: day.deskId, floor: day.floor });
    if (!ahead) return <Typography variant="body2">{words}</Typography>;
    return (
      <Stack sx={{ alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={deskOnMap(day.day, day.floor, day.deskId)} variant="body2">
          {words}
        </Link>
        {!self && (
          <Link
            component={RouterLink}
            to={nearOnMap(day.day, day.floor, day.deskId)}
            variant="caption"
            aria-label={t('team.nearLabel', { name: person.name, day: formatDay(day.day, language) })}
          >
            {t('team.near')}
          </Link>
        )}
      </Stack>
    );
  }
  if (day.absent)
    return (
      <Typography variant="body2" component="span" sx={ABSENT_SX}>
        {day.kind ? t('team.absentKind', { kind: t(KIND_WORDS[day.kind]) }) : t('team.absent')}
      </Typography>
    );
  if (onPlan && ahead)
    return (
      <Button
        size="small"
        variant="text"
        onClick={onPlan}
        aria-label={t('team.planLabel', { name: person.name, day: formatDay(day.day, language) })}
        sx={{ minHeight: 36, px: 0.5, textAlign: 'left' }}
      >
        {t('team.plan')}
      </Button>
    );
  return null;
}

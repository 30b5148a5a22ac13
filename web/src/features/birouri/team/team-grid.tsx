import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { teamOrder } from '@domain/team/visibility.js';
import type { TeamPerson, TeamWeek } from '@/api/team.js';
import { formatDay, weekdayName } from '@/i18n/dates.js';
import { team } from '@/i18n/team.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { TeamCell } from './team-cell.js';
import { FollowedIcon, NotFollowedIcon } from './team-icons.js';

interface Props {
  week: TeamWeek;
  /** The days shown: the five on a computer, the one chosen on a phone. */
  days: readonly string[];
  me: string;
  today: string;
  /** The caller books desks for the group's people ('Rezervați un birou' on an empty day). */
  booksFor: boolean;
  /** The caller records the group's people's absences ('Absență' on their row). */
  recordsAbsences: boolean;
  /** The colleagues the caller follows: their rows come first, starred. */
  followed: ReadonlySet<string>;
  following: boolean;
  onFollow(person: TeamPerson, follow: boolean): void;
  onPlan(person: TeamPerson, day: string): void;
  onAbsence(person: TeamPerson): void;
}

/** How many of the group's people hold a desk that day. */
export // A plain table, styled here: MUI's table modules would leave the administration's and statistics' chunks
// for chunks of their own, shared with this page (web/bundle-budget.json).
const TABLE_SX = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top', typography: 'body2' },
  '& thead th': { verticalAlign: 'bottom' },
  '& tbody th': { fontWeight: 'normal', minWidth: 120 },
} as const;

const deskCount = (people: readonly TeamPerson[], day: string) =>
  people.filter((p) => p.days.some((d) => d.day === day && d.deskId)).length;

/**
 * The team's week as a table (decisions §21): a row per person (the followed first, then the answer's
 * order, by name), a column per day with its count of desks held against the group's desks.
 */
export function TeamGrid({ week, days, me, today, booksFor, recordsAbsences, followed, following, onFollow, onPlan, onAbsence }: Props) {
  const t = useT(team);
  const language = useLanguage();
  const rows = week.people.map((p) => ({ ...p, followed: followed.has(p.uuid) })).sort(teamOrder);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={TABLE_SX} aria-label={t('team.title')}>
        <thead>
          <tr>
            <th scope="col">{t('team.person')}</th>
            {days.map((day) => (
              <th key={day} scope="col">
                <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                  {t('team.day', { weekday: weekdayName(day, language), day: formatDay(day, language) })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('team.count', { count: deskCount(week.people, day), desks: week.desks })}
                </Typography>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const self = p.uuid === me;
            return (
              <tr key={p.uuid}>
                <th scope="row">
                  <Stack direction="row" sx={{ alignItems: 'center', columnGap: 0.5, flexWrap: 'wrap' }}>
                    <span>{self ? t('team.you', { name: p.name }) : p.name}</span>
                    {!self && (
                      <Tooltip title={p.followed ? t('team.unfollow') : t('team.follow')}>
                        <IconButton
                          size="small"
                          aria-label={t(p.followed ? 'team.unfollowLabel' : 'team.followLabel', { name: p.name })}
                          aria-pressed={p.followed}
                          disabled={following}
                          onClick={() => onFollow(p, !p.followed)}
                          color={p.followed ? 'warning' : 'default'}
                        >
                          {p.followed ? <FollowedIcon fontSize="small" /> : <NotFollowedIcon fontSize="small" />}
                        </IconButton>
                      </Tooltip>
                    )}
                    {recordsAbsences && (
                      <Button size="small" onClick={() => onAbsence(p)} aria-label={t('team.absenceLabel', { name: p.name })}>
                        {t('team.absence')}
                      </Button>
                    )}
                  </Stack>
                </th>
                {days.map((day) => {
                  const d = p.days.find((x) => x.day === day);
                  return (
                    <td key={day}>
                      {d && (
                        <TeamCell
                          person={p}
                          day={d}
                          self={self}
                          ahead={day >= today}
                          onPlan={booksFor ? () => onPlan(p, day) : undefined}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

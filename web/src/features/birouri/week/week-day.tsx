import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Week } from '@/api/my-week.js';
import { formatDay, formatTime, weekdayName } from '@/i18n/dates.js';
import { tower } from '@/i18n/tower.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';
import { KIND_WORDS, STATUS_WORDS, towerTypeKey } from './week-words.js';

type WeekDayAnswer = Week['days'][number];

interface Props {
  day: WeekDayAnswer;
  /** The person has the tower: a day without a request says so. */
  towerUser: boolean;
}

// Marks drawn with the text's own styles (a Chip would take MUI's Chip out of the booking screen's first chunk).
const ABSENCE_SX = { px: 1, borderRadius: 1, bgcolor: 'warning.light', color: 'grey.900', fontWeight: 500 } as const;
const PATTERN_SX = { px: 1, borderRadius: 4, border: 1, borderColor: 'divider', color: 'text.secondary' } as const;

/** One day of 'Săptămâna mea' (decisions §20): the pattern, the absence, the desk, the rooms, the tower request. */
export function WeekDay({ day: d, towerUser }: Props) {
  const t = useT(week, tower);
  const language = useLanguage();
  const id = useId();
  const rooms = d.rooms.filter((r) => r.status !== 'cancelled');
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 1.5, minWidth: 0, bgcolor: d.absence ? 'action.hover' : undefined }}
    >
      <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
        <Typography id={id} component="h3" variant="subtitle2">
          {t('week.day.title', { weekday: weekdayName(d.day, language), day: formatDay(d.day, language) })}
        </Typography>
        {d.absence && (
          <Typography variant="body2" sx={ABSENCE_SX}>
            {t('week.day.absence', { kind: t(KIND_WORDS[d.absence.kind]) })}
          </Typography>
        )}
        {d.pattern && (
          <Typography variant="caption" sx={PATTERN_SX}>
            {t('week.day.pattern')}
          </Typography>
        )}
        {d.desk ? (
          <div>
            <Typography variant="body2">{t('week.desk.item', { deskId: d.desk.deskId, floor: d.desk.floor })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                t(STATUS_WORDS[d.desk.status]),
                d.desk.source === 'pattern' ? t('week.desk.automatic') : null,
                d.desk.parkingSpot ? t('week.desk.parking') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </div>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('week.desk.none')}
          </Typography>
        )}
        {rooms.length > 0 && (
          <Stack component="ul" aria-label={t('week.rooms.label')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {rooms.map((r) => (
              <Typography key={r._id} component="li" variant="body2">
                {t('week.rooms.item', {
                  room: r.roomName ?? t('week.rooms.unnamed'),
                  begin: formatTime(new Date(r.dateBegin), language),
                  end: formatTime(new Date(r.dateEnd), language),
                })}
              </Typography>
            ))}
          </Stack>
        )}
        {d.tower ? (
          <Typography variant="body2">{t('week.tower.request', { state: t(towerTypeKey(d.tower.type)) })}</Typography>
        ) : (
          towerUser && (
            <Typography variant="body2" color="text.secondary">
              {t('week.tower.none')}
            </Typography>
          )
        )}
      </Stack>
    </Paper>
  );
}

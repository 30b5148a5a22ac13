import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { monthTitle, weekdaysShort } from '@/i18n/dates.js';
import { useFreeByDay, useMyUpcomingDesks } from '../use-booking-data.js';
import { weekStrip, type StripDay } from './week-grid.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  value: string;
  first: string;
  last: string;
  /** The group whose free desks are counted under each day. */
  groupId: string | null;
  groupName?: string;
  /** Today, shown before the window to look at its map (decisions §13); the phone's booking list leaves it out. */
  today?: string;
  onChange(day: string): void;
}

/**
 * Weekdays of the booking window, Monday first; days outside it cannot be picked. The week at a
 * glance (issue #14, point 5): under each day, the viewer's own desk that day and how many desks
 * of the chosen group (every floor) are still free, from one call for the whole window.
 */
export function DayPicker({ value, first, last, groupId, groupName, today, onChange }: Props) {
  const t = useT(desks);
  const mine = useMyUpcomingDesks();
  const free = useFreeByDay(groupId, first, last);
  const rows = weekStrip(first, last, mine.data ?? [], free.data, today);
  const title = monthTitle(first) === monthTitle(last) ? monthTitle(first) : `${monthTitle(first)} – ${monthTitle(last)}`;
  return (
    <Box role="group" aria-label={t('desks.day.label')}>
      <Typography variant="subtitle2" sx={{ textTransform: 'capitalize', mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {weekdaysShort()
          .slice(0, 5)
          .map((d) => (
            <Typography key={d} variant="caption" color="text.secondary" aria-hidden>
              {d}
            </Typography>
          ))}
        {rows.flat().map((d) => (
          <DayCell key={d.day} d={d} selected={d.day === value} onClick={() => onChange(d.day)} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {groupName ? t('desks.day.hintOfGroup', { group: groupName }) : t('desks.day.hint')}
      </Typography>
    </Box>
  );
}

function DayCell({ d, selected, onClick }: { d: StripDay; selected: boolean; onClick(): void }) {
  const t = useT(desks);
  const disabled = !d.viewable;
  const line = { display: 'block', fontSize: 10, minHeight: 12, lineHeight: 1.2 };
  // The button shows the day's number and is named '2 martie 2027, …' (its visible text within its
  // name, WCAG 2.5.3); the desk and the free count drawn under the number are in that name too, so
  // they lie over the button, hidden from screen readers, and let clicks through (#21, point 11).
  return (
    <Box sx={{ position: 'relative', display: 'flex' }}>
      <ButtonBase
        disabled={disabled}
        aria-label={d.label}
        aria-pressed={selected}
        title={d.label}
        onClick={onClick}
        sx={{
          flex: 1,
          borderRadius: 1,
          py: 0.5,
          fontSize: 13,
          flexDirection: 'column',
          justifyContent: 'flex-start',
          lineHeight: 1.2,
          bgcolor: selected ? 'primary.main' : undefined,
          color: selected ? 'primary.contrastText' : disabled ? 'text.disabled' : 'text.primary',
          '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
        }}
      >
        <span>{d.shown}</span>
        <Box component="span" sx={{ ...line, minHeight: 24 }} />
      </ButtonBase>
      <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, bottom: 4, pointerEvents: 'none', textAlign: 'center' }}>
        <Box component="span" sx={{ ...line, fontWeight: 700, color: selected ? 'primary.contrastText' : 'primary.main' }}>
          {d.myDesk ?? ''}
        </Box>
        <Box component="span" sx={{ ...line, color: selected ? 'primary.contrastText' : d.free === 0 ? 'error.main' : 'success.dark' }}>
          {d.free ?? (d.viewable && !d.bookable ? t('desks.day.today') : '')}
        </Box>
      </Box>
    </Box>
  );
}

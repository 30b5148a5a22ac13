import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isWeekday } from '@domain/time.js';
import { monthTitle, weekdaysShort } from '@/i18n/dates.js';
import { addMonths, monthWeeks } from './month-grid.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

export interface DayLook {
  /** Weekends are always disabled (tower §2). */
  disabled?: boolean;
  /** Background colour (a reservation state), or none. */
  color?: string | null;
  /** Added to the day's accessible name, e.g. the state's label. */
  label?: string;
  /** A small mark in the day's corner (e.g. 'already requested'); the label says it in words. */
  icon?: ReactNode;
  selected?: boolean;
}

interface Props {
  month: string;
  onMonthChange: (month: string) => void;
  today: string;
  look: (day: string) => DayLook;
  onDayClick: (day: string) => void;
  /** Days toggle (aria-pressed) as in a multi-date picker. */
  multiSelect?: boolean;
  minMonth?: string;
  maxMonth?: string;
  ariaLabel: string;
  /** Said after a weekend's date, where a weekend must read differently from a day disabled for another reason. */
  weekendLabel?: string;
}

const CELL = 42;

/**
 * A day's name as its button reads, '12 martie 2027': the number the button shows comes first, as a
 * word, so that a person who says or sees '12' finds the button (WCAG 2.5.3; #21, point 11).
 */
export const calendarDayName = (day: string) => `${Number(day.slice(8))} ${monthTitle(day)}`;

/** A month of days, Monday first, weekends disabled; each day a button (phone-sized cells). */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  look,
  onDayClick,
  multiSelect,
  minMonth,
  maxMonth,
  ariaLabel,
  weekendLabel,
}: Props) {
  const t = useT(tower);
  const weeks = monthWeeks(month);
  return (
    <Box role="group" aria-label={ariaLabel} sx={{ width: CELL * 7 + 8, maxWidth: '100%', mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('tower.calendar.previous')}
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={!!minMonth && month <= minMonth}
        >
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="subtitle1" aria-live="polite" sx={{ textTransform: 'capitalize', fontWeight: 600 }}>
          {monthTitle(month)}
        </Typography>
        <IconButton
          aria-label={t('tower.calendar.next')}
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={!!maxMonth && month >= maxMonth}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(7, minmax(0, ${CELL}px))`, justifyContent: 'center', rowGap: 0.5 }}>
        {weekdaysShort().map((w) => (
          <Typography key={w} variant="caption" aria-hidden sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {w}
          </Typography>
        ))}
        {weeks.flat().map((day, i) => {
          if (!day) return <span key={`empty-${i}`} />;
          const l = look(day);
          const weekend = !isWeekday(day);
          const disabled = weekend || !!l.disabled;
          const label = l.label ?? (weekend ? weekendLabel : undefined);
          const name = `${calendarDayName(day)}${label ? `: ${label}` : ''}`;
          const selected = !!l.selected;
          const bg = selected ? 'primary.main' : (l.color ?? 'transparent');
          const coloured = selected || !!l.color;
          return (
            <Box key={day} sx={{ display: 'flex', justifyContent: 'center' }}>
              <ButtonBase
                aria-label={name}
                title={name}
                aria-pressed={multiSelect ? selected : undefined}
                aria-current={day === today ? 'date' : undefined}
                disabled={disabled}
                onClick={() => onDayClick(day)}
                sx={{
                  width: CELL - 4,
                  height: CELL - 4,
                  borderRadius: '50%',
                  fontSize: 15,
                  bgcolor: bg,
                  color: coloured ? 'common.white' : disabled ? 'text.disabled' : 'text.primary',
                  fontWeight: coloured ? 700 : 400,
                  position: 'relative',
                  border: day === today ? '2px solid' : '2px solid transparent',
                  borderColor: day === today ? 'text.primary' : 'transparent',
                  opacity: disabled && !coloured ? 0.6 : 1,
                  '&:hover': { filter: 'brightness(0.92)' },
                }}
              >
                {Number(day.slice(8))}
                {l.icon && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: -6,
                      right: -6,
                      display: 'flex',
                      borderRadius: '50%',
                      bgcolor: 'background.paper',
                      color: l.color ?? 'text.primary',
                      '& svg': { fontSize: 16 },
                    }}
                  >
                    {l.icon}
                  </Box>
                )}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

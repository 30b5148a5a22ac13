import CalendarMonth from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { isCalendarDay } from '../../../../../domain/time.js';
import { DateRangeFields, type Bound, type DayInputs } from '../../../components/date-range-fields.js';
import { MonthCalendar } from '../../turn/month-calendar.js';
import { monthOf } from '../../turn/month-grid.js';
import { weekdayError } from './reservations-filter.js';

const NAME: Record<Bound, string> = { from: 'De la', to: 'Până la' };

interface Props {
  value: DayInputs;
  onChange(change: Partial<DayInputs>): void;
  today: string;
}

/**
 * The all-reservations picker (flex-office §5): weekdays only. Each day opens a calendar whose
 * weekends, and days beyond the other bound, cannot be chosen; a weekend day typed in is refused
 * under the field (and the table ignores it).
 */
export function WeekdayRangeFields({ value, onChange, today }: Props) {
  const [open, setOpen] = useState<{ bound: Bound; anchor: HTMLElement; month: string } | null>(null);
  const show = (bound: Bound, anchor: HTMLElement) => {
    const other = bound === 'from' ? value.to : value.from;
    const start = [value[bound], other, today].find((d) => isCalendarDay(d)) ?? today;
    setOpen({ bound, anchor, month: monthOf(start) });
  };
  const beyondOther = (bound: Bound, day: string) => {
    const other = bound === 'from' ? value.to : value.from;
    if (!isCalendarDay(other)) return false;
    return bound === 'from' ? day > other : day < other;
  };

  return (
    <>
      <DateRangeFields
        value={value}
        onChange={onChange}
        ownCalendar
        errors={{ from: weekdayError(value.from), to: weekdayError(value.to) }}
        adornment={(bound) => (
          <InputAdornment position="end">
            <IconButton edge="end" aria-label={`Alegeți din calendar: ${NAME[bound]}`} onClick={(e) => show(bound, e.currentTarget)}>
              <CalendarMonth />
            </IconButton>
          </InputAdornment>
        )}
      />
      <Popover
        open={open !== null}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        {open && (
          <MonthCalendar
            ariaLabel={`Calendar: ${NAME[open.bound]}`}
            month={open.month}
            onMonthChange={(month) => setOpen({ ...open, month })}
            today={today}
            look={(day) => ({ disabled: beyondOther(open.bound, day), selected: day === value[open.bound] })}
            onDayClick={(day) => {
              onChange({ [open.bound]: day });
              setOpen(null);
            }}
          />
        )}
      </Popover>
    </>
  );
}

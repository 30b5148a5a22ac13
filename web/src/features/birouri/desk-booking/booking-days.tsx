import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import { DESK_REASON } from '@domain/desks/rules.js';
import { weekday } from '@domain/time.js';
import { longDayName, weekdaysShort } from '@/i18n/dates.js';
import { booking } from '@/i18n/booking.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { weekRows } from '../drawer/week-grid.js';
import { isDayKey, nextDay, tabStopDay } from './day-roving.js';
import { dayMarkText } from './refusal-text.js';

interface Props {
  first: string;
  last: string;
  chosen: ReadonlySet<string>;
  /** Days known to be refused (deskBookingDayReason's reason): marked, they cannot be chosen. */
  refused: ReadonlyMap<string, string>;
  /** Days the person booked for already holds a desk (its id), shown in place of the day. */
  held: ReadonlyMap<string, string>;
  forSelf: boolean;
  disabled: boolean;
  onToggle(day: string): void;
  /** On a phone (decisions §19): each day's box above its label, so that five columns fit 390 px. */
  phone?: boolean;
}

/**
 * The days to book the same desk on (issue #14, point 5): the booking window's weekdays, as the day
 * picker lays them out. A day the desk is taken or the person already holds a desk is marked and
 * cannot be chosen (#21, point 5). The days are one tab stop: arrow keys move between the days
 * that can be chosen, Space ticks one (#21, point 11).
 */
export function BookingDays({ first, last, chosen, refused, held, forSelf, disabled, onToggle, phone }: Props) {
  const t = useT(booking, forms);
  const days = weekRows(first, last).flat();
  const marked = days.filter((d) => d >= first && d <= last).map((d) => refused.get(d));
  const anyTaken = marked.includes(DESK_REASON.taken);
  const anyHeld = marked.includes(DESK_REASON.selfHasBooking) || marked.includes(DESK_REASON.otherHasBooking);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const open = (day: string) => !disabled && day >= first && day <= last && !refused.has(day);
  const tabStop = tabStopDay(days, open, focused, chosen);
  const onKeyDown = (e: KeyboardEvent) => {
    const from = [...inputs.current].find(([, el]) => el === e.target)?.[0];
    if (!from || !isDayKey(e.key)) return;
    e.preventDefault();
    const to = nextDay(days, open, from, e.key);
    if (to) inputs.current.get(to)?.focus();
  };
  return (
    <Box role="group" aria-label={t('forms.days.group')} onKeyDown={onKeyDown}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('forms.days.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: phone ? 'repeat(5, minmax(0, 1fr))' : 'repeat(5, 1fr)', columnGap: 0.5 }}>
        {days.map((day) => {
          const reason = refused.get(day);
          const desk = reason && reason !== DESK_REASON.taken ? held.get(day) : undefined;
          const outside = day < first || day > last;
          const name = !reason
            ? longDayName(day)
            : desk
              ? t('booking.days.markedDesk', { day: longDayName(day), mark: dayMarkText(reason), deskId: desk })
              : t('forms.days.marked', { day: longDayName(day), mark: dayMarkText(reason) });
          const short = `${weekdaysShort()[weekday(day) - 1]} ${Number(day.slice(8))}`;
          return (
            <FormControlLabel
              key={day}
              sx={{ m: 0, visibility: outside ? 'hidden' : undefined, ...(phone && { minHeight: 48 }) }}
              labelPlacement={phone ? 'bottom' : 'end'}
              title={name}
              control={
                <Checkbox
                  size="small"
                  sx={{ p: 0.25 }}
                  checked={chosen.has(day) && !reason}
                  disabled={disabled || outside || !!reason}
                  onChange={() => onToggle(day)}
                  onFocus={() => setFocused(day)}
                  tabIndex={day === tabStop ? 0 : -1}
                  slotProps={{
                    input: {
                      'aria-label': name,
                      ref: (el: HTMLInputElement | null) => void (el ? inputs.current.set(day, el) : inputs.current.delete(day)),
                    },
                  }}
                />
              }
              label={
                // The date always, and under it what keeps the day (#39, point 8: 'Ocupat' used to replace the date).
                <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.25 }}>
                  {short}
                  {reason && (
                    <Typography
                      component="span"
                      variant="caption"
                      color={desk ? 'primary' : 'error'}
                      sx={{ display: 'block', lineHeight: 1.25 }}
                    >
                      {desk ?? t(reason === DESK_REASON.taken ? 'booking.days.taken' : 'forms.days.unavailable')}
                    </Typography>
                  )}
                </Typography>
              }
            />
          );
        })}
      </Box>
      {(anyTaken || anyHeld) && (
        <FormHelperText>
          {`${[anyTaken && t('booking.days.helpTaken'), anyHeld && t(forSelf ? 'booking.days.helpHeldSelf' : 'forms.days.helpHeldOther')]
            .filter(Boolean)
            .join('; ')}.`}
        </FormHelperText>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { longDayName, WEEKDAYS_SHORT_RO, weekday } from '../../../../../domain/time.js';
import { weekRows } from '../drawer/week-grid.js';

interface Props {
  first: string;
  last: string;
  chosen: ReadonlySet<string>;
  /** Days the person booked for already holds a desk (its id): they cannot be chosen. */
  held: ReadonlyMap<string, string>;
  disabled: boolean;
  onToggle(day: string): void;
}

/** The days to book the same desk on (issue #14, point 5): the booking window's weekdays, as the day picker lays them out. */
export function BookingDays({ first, last, chosen, held, disabled, onToggle }: Props) {
  return (
    <Box role="group" aria-label="Zilele rezervării">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Rezervați același birou și în alte zile:
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', columnGap: 0.5 }}>
        {weekRows(first, last)
          .flat()
          .map((day) => {
            const desk = held.get(day);
            const outside = day < first || day > last;
            const name = `${longDayName(day)}${desk ? `, are deja biroul ${desk}` : ''}`;
            return (
              <FormControlLabel
                key={day}
                sx={{ m: 0, visibility: outside ? 'hidden' : undefined }}
                title={name}
                control={
                  <Checkbox
                    size="small"
                    sx={{ p: 0.25 }}
                    checked={chosen.has(day) && !desk}
                    disabled={disabled || outside || !!desk}
                    onChange={() => onToggle(day)}
                    slotProps={{ input: { 'aria-label': name } }}
                  />
                }
                label={
                  <Typography variant="caption" color={desk ? 'primary' : undefined}>
                    {desk ?? `${WEEKDAYS_SHORT_RO[weekday(day) - 1]} ${Number(day.slice(8))}`}
                  </Typography>
                }
              />
            );
          })}
      </Box>
    </Box>
  );
}

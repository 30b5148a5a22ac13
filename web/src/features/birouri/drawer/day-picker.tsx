import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { longDayName, monthTitle, WEEKDAYS_SHORT_RO } from '../../../../../domain/time.js';
import { weekRows } from './week-grid.js';

interface Props {
  value: string;
  first: string;
  last: string;
  onChange(day: string): void;
}

/** Weekdays of the booking window, Monday first; days outside it cannot be picked. */
export function DayPicker({ value, first, last, onChange }: Props) {
  const rows = weekRows(first, last);
  const title = monthTitle(first) === monthTitle(last) ? monthTitle(first) : `${monthTitle(first)} – ${monthTitle(last)}`;
  return (
    <Box role="group" aria-label="Ziua rezervării">
      <Typography variant="subtitle2" sx={{ textTransform: 'capitalize', mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {WEEKDAYS_SHORT_RO.slice(0, 5).map((d) => (
          <Typography key={d} variant="caption" color="text.secondary" aria-hidden>
            {d}
          </Typography>
        ))}
        {rows.flat().map((day) => {
          const disabled = day < first || day > last;
          const selected = day === value;
          const dom = Number(day.slice(8));
          return (
            <ButtonBase
              key={day}
              disabled={disabled}
              aria-label={longDayName(day)}
              aria-pressed={selected}
              onClick={() => onChange(day)}
              sx={{
                borderRadius: 1,
                py: 0.5,
                fontSize: 13,
                bgcolor: selected ? 'primary.main' : undefined,
                color: selected ? 'primary.contrastText' : disabled ? 'text.disabled' : 'text.primary',
                '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
              }}
            >
              {dom === 1 ? `1 ${monthTitle(day).slice(0, 3)}` : dom}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { weekdayName } from '@/i18n/dates.js';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';
import { dayOfWeekday, toggleDay, WORK_WEEKDAYS } from './pattern-edit.js';

/** 'luni' → 'Luni': a weekday alone on a button starts with a capital, in both languages. */
const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * The five weekdays as toggle buttons (decisions §20: ISO 1 Monday … 5 Friday), each named in full and
 * pressed or not (aria-pressed), in the person's language (dates.ts). Plain buttons rather than MUI's
 * ToggleButtonGroup: that one's chunk is the statistics pages', which would each download more.
 */
export function WeekdayToggles({
  days,
  onChange,
  disabled,
}: {
  days: readonly number[];
  onChange(days: number[]): void;
  disabled?: boolean;
}) {
  const t = useT(pattern);
  return (
    <Stack role="group" aria-label={t('workPattern.days.title')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {WORK_WEEKDAYS.map((d) => {
        const on = days.includes(d);
        return (
          <Button
            key={d}
            aria-pressed={on}
            variant={on ? 'contained' : 'outlined'}
            disabled={disabled}
            onClick={() => onChange(toggleDay(days, d))}
            sx={{ minWidth: 96 }}
          >
            {capitalised(weekdayName(dayOfWeekday(d)))}
          </Button>
        );
      })}
    </Stack>
  );
}

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import type { DayRange } from '@domain/date-range.js';
import { DayFieldsLoading, type DayFieldsProps } from './day-fields.js';
import { chosenQuickRange, type QuickRange } from './quick-ranges.js';
import { tools } from '@/i18n/tools.js';
import { useT } from '@/i18n/use-t.js';

// The two days of a statistics page (flex-office §5, tower §2) and its quick ranges (issue #21,
// point 8). The days are MUI X date pickers in Romanian (day-pickers.tsx), loaded beside the
// page as exceljs is: the table and the chart draw without waiting for them. Days go in and
// out as 'YYYY-MM-DD' (lib/picker-day.ts); the range they make is domain/date-range.ts's.

const DayPickers = lazy(() => import('./day-pickers.js'));

interface Props extends DayFieldsProps {
  /** The range the page shows (its default while both days are unset): marks the quick range chosen. */
  range: DayRange;
  /** The quick ranges, reckoned from the server's `today`. */
  quickRanges: QuickRange[];
}

/**
 * 'De la' and 'Până la', and the quick ranges. The calendar of each offers no day beyond the
 * other bound (flex-office §5); a day typed beyond it is still taken, and the pair is then swapped.
 */
export function DateRangePickers({ range, quickRanges, ...given }: Props) {
  const t = useT(tools);
  const { today } = given;
  const chosen = chosenQuickRange(quickRanges, range, today);
  // While neither day is set the page shows its default or a quick range: the fields show its two
  // days, and changing one keeps the other (issue #39, point 4). One day left empty by the person
  // is still filled by the other, as the specifications say (dayRange).
  const shown = !given.value.from && !given.value.to;
  const fields: DayFieldsProps = shown ? { ...given, value: range, onChange: (change) => given.onChange({ ...range, ...change }) } : given;
  return (
    <Stack spacing={1} sx={{ flex: 1 }}>
      <Suspense fallback={<DayFieldsLoading {...fields} />}>
        <DayPickers {...fields} />
      </Suspense>
      <Stack direction="row" role="group" aria-label={t('tools.quickRanges')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {quickRanges.map((q) => {
          const on = q === chosen;
          return (
            <Chip
              key={q.label}
              label={t(q.label)}
              size="small"
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => fields.onChange(q.range(today))}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}

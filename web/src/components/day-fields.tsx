import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDay } from '@/i18n/dates.js';
import type { Bound, DayInputs } from './date-range-fields.js';
import { tools, type ToolsKey } from '@/i18n/tools.js';
import { useT } from '@/i18n/use-t.js';

// What the two day fields take, and how they look while the pickers load (day-pickers.tsx).

/** Each field's name in the catalogue (area `tools`). */
export const DAY_LABEL = { from: 'tools.day.from', to: 'tools.day.to' } as const satisfies Record<Bound, ToolsKey>;

export interface DayFieldsProps {
  value: DayInputs;
  onChange(change: Partial<DayInputs>): void;
  /** A sentence under a field whose day is refused. */
  errors?: Partial<Record<Bound, string | null>>;
  /** Days the calendar does not offer (weekends in the weekday-only picker). */
  disableDay?(day: string): boolean;
  /** The server's today: an empty field's calendar opens on its month (the browser's clock may be wrong). */
  today: string;
}

/** The fields as the pickers will draw them, read-only, so that nothing moves when they come. */
export function DayFieldsLoading({ value, errors }: DayFieldsProps) {
  const t = useT(tools);
  const field = (bound: Bound) => (
    <TextField
      label={t(DAY_LABEL[bound])}
      value={value[bound] ? formatDay(value[bound]) : ''}
      disabled
      error={!!errors?.[bound]}
      helperText={errors?.[bound] ?? undefined}
      sx={{ flex: 1, minWidth: 150 }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('from')}
      {field('to')}
    </Stack>
  );
}

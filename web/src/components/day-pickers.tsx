import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { roRO } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ro';
import { useState } from 'react';
import { fromPickerValue, openingDay, PICKER_FORMAT, toPickerValue } from '../lib/picker-day.js';
import type { Bound } from './date-range-fields.js';
import type { DayFieldsProps } from './day-fields.js';
import { tools, type ToolsKey } from '@/i18n/tools.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

// The two days as MUI X date pickers in Romanian (issue #21, point 8): zz.ll.aaaa typed or chosen
// in a calendar, whatever the browser's language. Loaded after the page (date-range-pickers.tsx):
// the pickers weigh some 50 KB, and the page's table and chart need not wait for them.

/**
 * Each field's name (day-fields.tsx's DAY_LABEL, written again): importing it would make this chunk
 * load day-fields' wherever it is opened outside the statistics pages (the absence dialog, issue #41),
 * splitting it out of the chunk those pages share (web/bundle-budget.json).
 */
const DAY_LABEL = { from: 'tools.day.from', to: 'tools.day.to' } as const satisfies Record<Bound, ToolsKey>;

const LOCALE_TEXT = roRO.components.MuiLocalizationProvider.defaultProps.localeText;

/** The calendar's language: Romanian, or MUI's own English with British weeks (Monday first) when chosen (issue #40). */
const ADAPTER_LOCALE = { ro: 'ro', en: 'en-gb' } as const;

/** 'De la' and 'Până la': the calendar of each offers no day beyond the other bound (flex-office §5). */
export default function DayPickers({ value, onChange, errors, disableDay, today }: DayFieldsProps) {
  const t = useT(tools);
  const language = useLanguage();
  const field = (bound: Bound) => (
    <DayPicker
      label={t(DAY_LABEL[bound])}
      day={value[bound]}
      onDay={(day) => onChange({ [bound]: day })}
      min={bound === 'to' ? value.from : ''}
      max={bound === 'from' ? value.to : ''}
      error={errors?.[bound] ?? null}
      disableDay={disableDay}
      today={today}
    />
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={ADAPTER_LOCALE[language]}
      localeText={language === 'ro' ? LOCALE_TEXT : undefined}
    >
      {/* One above the other on a phone: side by side, a day and its buttons would not fit. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('from')}
        {field('to')}
      </Stack>
    </LocalizationProvider>
  );
}

interface DayPickerProps {
  label: string;
  /** 'YYYY-MM-DD' or '' (unset). */
  day: string;
  onDay(day: string): void;
  /** The other bound, the calendar's first or last day offered; '' for none. */
  min: string;
  max: string;
  error: string | null;
  disableDay?(day: string): boolean;
  today: string;
}

/**
 * One day. The field keeps what is being typed (a day without its year yet is no day, and is not
 * sent); a whole day, or the field emptied, goes out; a day set from outside (a quick range, the
 * address) replaces what the field shows.
 */
function DayPicker({ label, day, onDay, min, max, error, disableDay, today }: DayPickerProps) {
  const t = useT(tools);
  const language = useLanguage();
  const [shown, setShown] = useState<Dayjs | null>(() => toPickerValue(day));
  const [synced, setSynced] = useState(day);
  if (day !== synced) {
    setSynced(day);
    setShown(toPickerValue(day));
  }
  return (
    <DesktopDatePicker
      label={label}
      value={shown}
      format={PICKER_FORMAT[language]}
      minDate={toPickerValue(min) ?? undefined}
      maxDate={toPickerValue(max) ?? undefined}
      referenceDate={toPickerValue(openingDay(today, min, max)) ?? undefined}
      shouldDisableDate={disableDay ? (d) => disableDay(d.format('YYYY-MM-DD')) : undefined}
      onChange={(v) => {
        setShown(v);
        const next = fromPickerValue(v);
        if (next !== null && next !== day) {
          setSynced(next);
          onDay(next);
        }
      }}
      slotProps={{
        field: { clearable: true },
        openPickerButton: { 'aria-label': t('tools.day.pick', { label }) },
        // Only the page's own refusals are shown as errors: a day typed beyond the other bound is taken (then swapped).
        textField: { error: !!error, helperText: error ?? undefined, sx: DAY_FIELD_SX },
      }}
    />
  );
}

const DAY_FIELD_SX = { flex: 1, minWidth: 150 };

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { dayLabel, HOUR_OPTIONS, MINUTE_OPTIONS, pad2, type RoomForm } from './room-form.js';

interface Props {
  /** Null while nothing is chosen: every field then shows '—'. */
  form: RoomForm | null;
  endDays: string[];
  onStartChange(patch: Partial<Pick<RoomForm, 'startHour' | 'startMinute'>>): void;
  onEndChange(patch: Partial<Pick<RoomForm, 'endDay' | 'endHour' | 'endMinute'>>): void;
}

interface FieldProps {
  label: string;
  value: string | number;
  options: readonly (string | number)[];
  text(v: string | number): string;
  onChange(value: string): void;
  width: number;
}

/** A field's value, or '' (shown as '—') while nothing is chosen. */
const valueOf = <K extends keyof RoomForm>(form: RoomForm | null, key: K): string => (form ? String(form[key]) : '');

export function SelectField({ label, value, options, text, onChange, width }: FieldProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={String(value)}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width }}
    >
      {value === '' && <option value="">—</option>}
      {options.map((o) => (
        <option key={o} value={String(o)}>
          {text(o)}
        </option>
      ))}
    </TextField>
  );
}

export const dayText = (d: string | number) => dayLabel(String(d));
const twoDigits = (n: string | number) => pad2(Number(n));

/** The exact start (on the timeline's day) and end (a weekday, an hour 08–20 and a minute 00/30; flex-office §5). */
export function RoomTimeFields({ form, endDays, onStartChange, onEndChange }: Props) {
  const t = useT(forms);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SelectField
          label={t('forms.room.startHour')}
          value={valueOf(form, 'startHour')}
          options={HOUR_OPTIONS}
          text={twoDigits}
          onChange={(v) => onStartChange({ startHour: Number(v) })}
          width={110}
        />
        <SelectField
          label={t('forms.room.startMinute')}
          value={valueOf(form, 'startMinute')}
          options={MINUTE_OPTIONS}
          text={twoDigits}
          onChange={(v) => onStartChange({ startMinute: Number(v) })}
          width={130}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SelectField
          label={t('forms.room.endDay')}
          value={valueOf(form, 'endDay')}
          options={endDays}
          text={dayText}
          onChange={(v) => onEndChange({ endDay: v })}
          width={200}
        />
        <SelectField
          label={t('forms.room.endHour')}
          value={valueOf(form, 'endHour')}
          options={HOUR_OPTIONS}
          text={twoDigits}
          onChange={(v) => onEndChange({ endHour: Number(v) })}
          width={110}
        />
        <SelectField
          label={t('forms.room.endMinute')}
          value={valueOf(form, 'endMinute')}
          options={MINUTE_OPTIONS}
          text={twoDigits}
          onChange={(v) => onEndChange({ endMinute: Number(v) })}
          width={130}
        />
      </Stack>
    </Stack>
  );
}

import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { dayLabel, formatSpan, formInterval, fromInstants, changeStart, bucharestTime, type RoomForm } from './room-form.js';
import { RoomDayTimeline } from './room-day-timeline.js';
import { dayText, RoomTimeFields, SelectField } from './room-time-fields.js';
import { coveredRange, rangeInterval, type TimelineCell } from './room-timeline.js';

interface Props {
  /** The days a booking may start on, and the one shown. */
  days: string[];
  day: string;
  onDay(day: string): void;
  /** The shown day's half hours. */
  cells: TimelineCell[];
  /** The interval chosen; null until the person chooses one. */
  form: RoomForm | null;
  /** What the exact fields start from when nothing is chosen: the first free hour of the day. */
  draft: RoomForm;
  onForm(form: RoomForm): void;
  endDays: string[];
  /** On a phone the half hours wrap into rows of four (an hour and a half a row), big enough for a finger. */
  phone?: boolean;
}

/** '10:00 – 11:00' on the shown day, else both days. */
function chosenText(f: RoomForm): string {
  const { begin, end } = formInterval(f);
  return f.endDay === f.startDay
    ? `${bucharestTime(begin.toISOString())} – ${bucharestTime(end.toISOString())}`
    : formatSpan(begin.toISOString(), end.toISOString());
}

/** The room panel's choice of interval: a day, its timeline, and the exact fields for an end on another day. */
export function RoomIntervalPicker({ days, day, onDay, cells, form, draft, onForm, endDays, phone }: Props) {
  const t = useT(forms);
  return (
    <Stack spacing={1.5}>
      <SelectField label={t('forms.room.day')} value={day} options={days} text={dayText} onChange={onDay} width={240} />
      <RoomDayTimeline
        key={day}
        cells={cells}
        chosen={form && coveredRange(cells, formInterval(form))}
        onChoose={(range) => {
          const { begin, end } = rangeInterval(cells, range);
          onForm(fromInstants(day, begin, end));
        }}
        label={t('forms.room.slots', { day: dayLabel(day) })}
        columns={phone ? 4 : undefined}
      />
      <Typography variant="body2" aria-live="polite" aria-atomic="true">
        {form ? (
          <>
            {t('forms.room.chosen')} <strong>{chosenText(form)}</strong>
          </>
        ) : (
          t('forms.room.noneChosen')
        )}
      </Typography>
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography variant="body2">{t('forms.room.exact')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <RoomTimeFields
            form={form}
            endDays={endDays}
            onStartChange={(patch) => onForm(changeStart(form ?? draft, patch))}
            onEndChange={(patch) => onForm({ ...(form ?? draft), ...patch })}
          />
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

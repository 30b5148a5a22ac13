import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { bucharestDay } from '@domain/time.js';
import type { RoomDayReservation } from '@/api/rooms.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { bucharestTime, dayLabel, formatSpan } from './room-form.js';

interface Props {
  day: string;
  reservations: RoomDayReservation[];
  loading: boolean;
}

/** The live reservations of the room on the chosen day, earliest first. */
export function RoomDayReservations({ day, reservations, loading }: Props) {
  const t = useT(forms);
  const sorted = [...reservations].sort((a, b) => a.dateBegin.localeCompare(b.dateBegin));
  const span = (r: RoomDayReservation) => {
    const sameDay = bucharestDay(new Date(r.dateBegin)) === day && bucharestDay(new Date(r.dateEnd)) === day;
    return sameDay ? `${bucharestTime(r.dateBegin)} – ${bucharestTime(r.dateEnd)}` : formatSpan(r.dateBegin, r.dateEnd);
  };
  return (
    <section aria-labelledby="room-day-reservations-title">
      <Typography id="room-day-reservations-title" variant="subtitle2" component="h3">
        {t('forms.room.existing', { day: dayLabel(day) })}
      </Typography>
      {loading ? (
        <Typography variant="body2" color="text.secondary">
          {t('forms.loadingEllipsis')}
        </Typography>
      ) : sorted.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('forms.room.noneThatDay')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby="room-day-reservations-title">
          {sorted.map((r) => (
            <ListItem key={r._id} disableGutters>
              <ListItemText primary={span(r)} secondary={r.uuid === null ? t('forms.room.door') : (r.name ?? undefined)} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Typography from '@mui/material/Typography';
import { darken, type Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '@/i18n/dates.js';
import { errorMessage } from '@/api/client.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import type { Room } from '@/api/rooms.js';
import { booking } from '@/i18n/booking.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { useServerTime } from '@/lib/server-time.js';
import { AVAILABILITY_COLOR, roomAvailability, type RoomAvailability } from './room-availability.js';

export interface RoomListDialogProps {
  open: boolean;
  onClose(): void;
  /** The department/project whose rooms are listed; null lists every room. */
  groupId: string | null;
  /** YYYY-MM-DD, Bucharest: the day whose reservations come with each room. */
  day: string;
  /** A room was chosen; the caller closes this list and opens the booking panel. */
  onPick(room: Room): void;
}

function AvailabilityChip({ availability }: { availability: RoomAvailability }) {
  // The warning orange is too light for text (3:1); darkened, it reads (≥ 4.5:1, WCAG AA).
  const text = availability.kind === 'partly' ? { color: (t: Theme) => darken(t.palette.warning.main, 0.35) } : {};
  return (
    <Chip
      size="small"
      variant="outlined"
      color={AVAILABILITY_COLOR[availability.kind]}
      label={availability.text}
      sx={{ ml: 1, flexShrink: 0, ...text }}
    />
  );
}

/** Flex-office §2: the rooms of the selected department/project, with name, maximum people and availability on the day. */
export function RoomListDialog({ open, onClose, groupId, day, onPick }: RoomListDialogProps) {
  const rooms = useQuery({ ...getRoomsQueryOptions(groupId, day), enabled: open });
  const clock = useServerTime();
  const t = useT(booking, forms);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="room-list-title" fullWidth maxWidth="sm">
      <DialogTitle id="room-list-title">{t('booking.rooms.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('forms.rooms.shownFor', { day: formatDay(day) })}
        </Typography>
        {rooms.isPending && open && (
          <CircularProgress size={28} aria-label={t('forms.rooms.loading')} sx={{ display: 'block', mx: 'auto', my: 2 }} />
        )}
        {rooms.isError && <Alert severity="error">{errorMessage(rooms.error)}</Alert>}
        {rooms.isSuccess && rooms.data.length === 0 && <Typography>{t('forms.rooms.none')}</Typography>}
        {rooms.isSuccess && rooms.data.length > 0 && (
          <List aria-label={t('forms.rooms.list')} disablePadding>
            {rooms.data.map((room) => (
              // Each button inside an item: a list holds only list items (axe 'list', #21 point 11).
              <ListItem key={room.id} disablePadding>
                <ListItemButton onClick={() => onPick(room)}>
                  <ListItemIcon>
                    <MeetingRoom aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary={room.details.name || translate(desks, 'desks.roomFallbackName')}
                    secondary={t('forms.rooms.detail', { people: t('forms.count.people', { count: room.peopleNo }), floor: room.floor })}
                  />
                  {clock.ready && <AvailabilityChip availability={roomAvailability(day, clock.now(), room.reservations)} />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('booking.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

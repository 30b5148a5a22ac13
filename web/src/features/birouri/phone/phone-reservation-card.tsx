import Desk from '@mui/icons-material/Desk';
import EventBusy from '@mui/icons-material/EventBusy';
import HowToReg from '@mui/icons-material/HowToReg';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { STATUS } from '@domain/status.js';
import type { PhoneItem } from './phone-items.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';
import { RESERVATION_STATUS } from '../drawer/reservation-status.js';
import { RoomCheckinButton } from '../rooms/room-checkin.js';

interface Props {
  item: PhoneItem;
  confirming: boolean;
  /** A meeting of the person's that may be offered 'Confirmați începerea' (rooms/room-checkin.ts). */
  roomCheckin?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** One upcoming reservation on a phone: what, when, where, its status, and the actions still allowed. */
export function PhoneReservationCard({ item, confirming, roomCheckin, onCancel, onConfirm }: Props) {
  const t = useT(desks);
  const id = useId();
  const busy = item.status === STATUS.busy;
  // A meeting the release freed (decisions §24) says so rather than 'Anulat'.
  const status = item.kind === 'room' && item.room.released ? 'desks.reservation.released' : RESERVATION_STATUS[item.status];
  return (
    <Card component="li" variant="outlined" aria-labelledby={`${id}-title`} aria-describedby={`${id}-lines`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {item.kind === 'desk' ? <Desk color="action" aria-hidden /> : <MeetingRoom color="action" aria-hidden />}
          <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {item.title}
          </Typography>
          <Chip size="small" label={t(status)} color={busy ? 'success' : 'default'} />
        </Stack>
        <div id={`${id}-lines`}>
          {item.lines.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </div>
      </CardContent>
      {(item.cancellable || item.confirmable || roomCheckin) && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0 }}>
          {item.kind === 'room' && roomCheckin && (
            <Suspense fallback={null}>
              <RoomCheckinButton reservation={item.room} room={item.title} />
            </Suspense>
          )}
          {item.confirmable && (
            <Button
              variant="contained"
              startIcon={<HowToReg />}
              onClick={onConfirm}
              disabled={confirming}
              aria-describedby={`${id}-title ${id}-lines`}
            >
              {t('desks.phone.confirm')}
            </Button>
          )}
          {item.cancellable && (
            <Button color="error" startIcon={<EventBusy />} onClick={onCancel} aria-describedby={`${id}-title ${id}-lines`}>
              {t('desks.action.cancelBooking')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}

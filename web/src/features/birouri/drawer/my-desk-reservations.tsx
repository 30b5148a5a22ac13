import DeleteOutline from '@mui/icons-material/Delete';
import LocalParking from '@mui/icons-material/LocalParking';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { meetsAccess } from '@domain/policy.js';
import { STATUS } from '@domain/status.js';
import { formatDay } from '@/i18n/dates.js';
import type { DeskReservation } from '@/api/desks.js';
import { useUser } from '@/lib/session.js';
import { useBookedForOthers } from '../use-booking-data.js';
import { notCancellable } from '../desk-state.js';
import { bookedForYouBy, floorLine } from '../desk-words.js';
import { useDeskCancellable, useDeskParking } from '../use-desk-actions.js';
import { BookedForOthers } from './booked-for-others.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';
import { RESERVATION_STATUS } from './reservation-status.js';

interface Props {
  reservations: DeskReservation[];
  onCancel(r: DeskReservation): void;
  onShow(r: DeskReservation): void;
}

/**
 * 'My reservations' for desks: upcoming bookings, their parking, who made them, cancel; for those
 * who book for others (managers, administrators), also what they booked for other people.
 */
export function MyDeskReservations(p: Props) {
  const booksForOthers = meetsAccess(useUser(), 'manager');
  const forOthers = useBookedForOthers(booksForOthers);
  return (
    <>
      <OwnDeskReservations {...p} />
      {booksForOthers && forOthers.data && <BookedForOthers reservations={forOthers.data} onCancel={p.onCancel} onShow={p.onShow} />}
    </>
  );
}

function OwnDeskReservations({ reservations, onCancel, onShow }: Props) {
  const t = useT(desks);
  const me = useUser();
  const parking = useDeskParking();
  const cancellableOn = useDeskCancellable();
  if (reservations.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('desks.mine.none')}
      </Typography>
    );
  return (
    <List dense aria-label={t('desks.mine.label')} disablePadding>
      {reservations.map((r) => {
        const byOther = r.creatorUuid !== me.uuid;
        // The 24-hour rule: a reservation that can no longer be cancelled offers no cancel button.
        const cancellable = cancellableOn(r.reservationDate);
        return (
          <ListItem
            key={r._id}
            disableGutters
            secondaryAction={
              <>
                <Tooltip title={t(r.parkingSpot ? 'desks.mine.dropParking' : 'desks.mine.askParking')}>
                  <IconButton
                    size="small"
                    aria-label={t(r.parkingSpot ? 'desks.mine.dropParkingOn' : 'desks.mine.askParkingOn', { day: formatDay(r.day) })}
                    aria-pressed={r.parkingSpot}
                    color={r.parkingSpot ? 'primary' : 'default'}
                    disabled={!me.parkingRight || parking.isPending}
                    onClick={() => parking.mutate({ id: r._id, parkingSpot: !r.parkingSpot })}
                  >
                    <LocalParking fontSize="small" />
                  </IconButton>
                </Tooltip>
                {cancellable && (
                  <Tooltip title={t('desks.action.cancelBooking')}>
                    <IconButton size="small" aria-label={t('desks.mine.cancelOn', { day: formatDay(r.day) })} onClick={() => onCancel(r)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </>
            }
            sx={{ pr: 9 }}
          >
            <ListItemText
              primary={
                <span>
                  <button type="button" onClick={() => onShow(r)} style={{ all: 'unset', cursor: 'pointer' }}>
                    {t('desks.mine.item', { day: formatDay(r.day), deskId: r.deskId })}
                  </button>{' '}
                  <Chip size="small" label={t(RESERVATION_STATUS[r.status])} color={r.status === STATUS.busy ? 'success' : 'default'} />
                </span>
              }
              secondary={[
                byOther ? bookedForYouBy(r.creatorName) : floorLine(r.floor, r.parkingSpot),
                cancellable ? null : notCancellable(),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

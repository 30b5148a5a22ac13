import DeleteOutline from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDay } from '@/i18n/dates.js';
import type { DeskReservation, ReservationForOther } from '@/api/desks.js';
import { notCancellable } from '../desk-state.js';
import { useDeskCancellable } from '../use-desk-actions.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  reservations: ReservationForOther[];
  onCancel(r: DeskReservation): void;
  onShow(r: DeskReservation): void;
}

/** 'Rezervate de mine pentru alții' (issue #14, point 6): who, which desk, which day; cancel while the 24-hour rule allows. */
export function BookedForOthers({ reservations, onCancel, onShow }: Props) {
  const t = useT(desks);
  const cancellableOn = useDeskCancellable();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('desks.forOthers.title')}
      </Typography>
      {reservations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('desks.forOthers.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('desks.forOthers.title')} disablePadding>
          {reservations.map((r) => {
            const cancellable = cancellableOn(r.reservationDate);
            return (
              <ListItem
                key={r._id}
                disableGutters
                sx={{ pr: 5 }}
                secondaryAction={
                  cancellable && (
                    <Tooltip title={t('desks.action.cancelBooking')}>
                      <IconButton
                        size="small"
                        aria-label={t('desks.forOthers.cancel', { name: r.name ?? r.email, day: formatDay(r.day) })}
                        onClick={() => onCancel(r)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText
                  primary={
                    <button type="button" onClick={() => onShow(r)} style={{ all: 'unset', cursor: 'pointer' }}>
                      {t('desks.forOthers.item', { day: formatDay(r.day), deskId: r.deskId, name: r.name ?? '' })}
                    </button>
                  }
                  secondary={[r.email, cancellable ? null : notCancellable()].filter(Boolean).join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}

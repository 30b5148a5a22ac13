import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '@/i18n/dates.js';
import { getParkingStandingQueryOptions, towerKeys } from '@/api/queries/tower.js';
import { TYPE } from '@domain/tower/engine.js';
import { changeParkingCar, type Car, type ParkingReservation } from '@/api/tower.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { CarSelect } from './car-select.js';
import type { StateStyle } from './reservation-state.js';
import { standingLines } from './standing-words.js';
import { useCancelParking } from './tower-queries.js';
import { translate } from '@/i18n/i18n.js';
import { tower } from '@/i18n/tower.js';
import { towerStanding } from '@/i18n/tower-standing.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  reservation: ParkingReservation;
  state: StateStyle;
  /** The owner may still cancel it or change its car (types 0–2, before the deadline). */
  changeable: boolean;
  cars: readonly Car[];
  /** When the round that decides a waiting request runs (request-outcome.ts's decidedAt); null otherwise. */
  roundAt?: Date | null;
  onClose: () => void;
}

/** A day's reservation: date, status and plate, with cancel and change-car when allowed (tower §2). */
export function ReservationDialog({ reservation: r, state, changeable, cars, roundAt = null, onClose }: Props) {
  const t = useT(tower, towerStanding); // towerStanding: standingLines' words, loaded before the dialog renders
  const notify = useNotify();
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [carId, setCarId] = useState('');
  const [carError, setCarError] = useState<string | null>(null);
  const refresh = useInvalidate(towerKeys.reservations);
  // The place in the last round (#47): asked when the dialog opens, never for a cancelled request.
  const live = r.type !== TYPE.cancelled;
  const standing = useQuery({ ...getParkingStandingQueryOptions(r.reservation_date), enabled: live });
  const standingText = live ? standingLines(standing.data, r.type, roundAt) : [];

  const cancel = useCancelParking();
  const change = useMutation({
    mutationFn: () => changeParkingCar(r._id, carId),
    onSuccess: async () => {
      await refresh();
      notify.success(t('tower.ui.carChanged'));
      onClose();
    },
    onError: () => notify.error(translate(tower, 'tower.words.carChangeFailed')),
  });
  const otherCars = cars.filter((c) => c._id !== r.car_id);
  const busy = cancel.isPending || change.isPending;
  const day = formatDay(r.reservation_date);
  const plate = r.license_plate ?? t('tower.reservation.noPlate');

  const saveCar = () => {
    if (!carId) {
      setCarError(t('tower.words.chooseCar'));
      return;
    }
    change.mutate();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="reservation-title" fullWidth maxWidth="xs">
      <DialogTitle id="reservation-title">{t('tower.reservation.title', { day })}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5}>
          <Typography>
            <strong>{t('tower.reservation.date')}</strong> {day}
          </Typography>
          <Typography>
            <strong>{t('tower.reservation.state')}</strong> {state.label}
          </Typography>
          <Typography>
            <strong>{t('tower.reservation.car')}</strong> {plate}
          </Typography>
          {standingText.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Stack>
        {changing && (
          <CarSelect
            label={t('tower.reservation.newCar')}
            cars={otherCars}
            value={carId}
            onChange={(v) => {
              setCarId(v);
              setCarError(null);
            }}
            error={carError}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {changeable && !changing && (
          <>
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
              {t('tower.reservation.cancel')}
            </Button>
            {otherCars.length > 0 && (
              <Button onClick={() => setChanging(true)} disabled={busy}>
                {t('tower.reservation.changeCar')}
              </Button>
            )}
          </>
        )}
        {changing && (
          <Button variant="contained" onClick={saveCar} disabled={busy}>
            {t('tower.save')}
          </Button>
        )}
        <Button onClick={onClose}>{t('tower.close')}</Button>
      </DialogActions>
      {/* Asked first (issue #21, point 3): on a phone the button is a tap away from the calendar. */}
      <ConfirmDialog
        open={confirming}
        title={t('tower.reservation.confirmTitle')}
        text={t('tower.reservation.confirmText', { day, plate })}
        cancelLabel={t('tower.reservation.keep')}
        confirmLabel={t('tower.reservation.cancel')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(r._id, { onSuccess: onClose, onError: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}

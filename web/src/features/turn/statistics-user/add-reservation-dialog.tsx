import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminMayRequest } from '@domain/tower/admin-rules.js';
import { getReservationsOfQueryOptions, towerKeys } from '@/api/queries/tower.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { errorMessage } from '@/api/client.js';
import type { ParkingReservation } from '@/api/tower.js';
import { requestParkingFor } from '@/api/tower-statistics.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { UserPicker, type PickedUser } from '@/components/user-picker.js';
import { CarSelect } from '../car-select.js';
import { MonthCalendar } from '../month-calendar.js';
import { monthOf } from '../month-grid.js';
import { reservationsByDay, reservationState, reservedDays } from '../reservation-state.js';
import { requestedDayLook } from '../requested-day.js';
import { shownType } from '../tower-labels.js';
import { formatDay } from '@/i18n/dates.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { arrivalHint } from './admin-reservation-rules.js';
import { typeLabel } from './type-words.js';

interface Props {
  open: boolean;
  onClose(): void;
  now: Date;
  today: string;
  fridayCutoffHour: number;
}

interface Errors {
  user?: string;
  car?: string;
  form?: string;
}

/**
 * Requests parking for a user of the tower (decisions §9): a user, one of their active cars and
 * working days from today on. Each chosen day shows the type tower §4 will give it, and the
 * outcome shows the type each request got. Closing clears every choice.
 */
export function AddReservationDialog({ open, onClose, now, today, fridayCutoffHour }: Props) {
  const t = useT(towerStatistics);
  const language = useLanguage();
  const titleId = useId();
  const refresh = useInvalidate(towerKeys.all);
  const [user, setUser] = useState<PickedUser | null>(null);
  const [chosenCar, setChosenCar] = useState('');
  const [days, setDays] = useState<string[]>([]);
  const [month, setMonth] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [made, setMade] = useState<{ name: string; rows: ParkingReservation[] } | null>(null);

  const cars = useQuery({ ...getAdminCarsQueryOptions(), staleTime: 60_000, enabled: open });
  const held = useQuery({ ...getReservationsOfQueryOptions(user?.uuid ?? ''), enabled: open && !!user });
  const own = user ? (cars.data ?? []).filter((c) => c.active && c.user_id === user.uuid) : [];
  const carId = chosenCar || (own.length === 1 ? own[0]._id : '');
  const taken = reservedDays(held.data ?? []);
  const heldByDay = reservationsByDay(held.data ?? []);
  const openDay = (d: string) => adminMayRequest(d, today) && !taken.has(d);

  const add = useMutation({
    mutationFn: () => requestParkingFor(user!.uuid, carId, [...days].sort()),
    onSuccess: async (rows) => {
      setMade({ name: user!.name, rows });
      setDays([]);
      await refresh();
    },
    onError: (e) => setErrors({ form: errorMessage(e) }),
  });

  const clear = () => {
    setUser(null);
    setChosenCar('');
    setDays([]);
    setMonth(null);
    setErrors({});
    setMade(null);
    add.reset();
  };
  const close = () => {
    clear();
    onClose();
  };
  const submit = () => {
    const next: Errors = {
      user: user ? undefined : t('towerStatistics.add.chooseUser'),
      car: carId ? undefined : t('towerStatistics.add.chooseCar'),
      form: days.length ? undefined : t('towerStatistics.add.chooseDay'),
    };
    setErrors(next);
    setMade(null);
    if (!next.user && !next.car && !next.form) add.mutate();
  };
  const toggle = (day: string) => {
    if (!openDay(day)) return;
    setErrors((e) => ({ ...e, form: undefined }));
    setDays((s) => (s.includes(day) ? s.filter((d) => d !== day) : [...s, day]));
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('towerStatistics.add.title')}</DialogTitle>
      <DialogContent>
        {made && (
          <Alert severity="success" sx={{ mb: 2 }} aria-label={t('towerStatistics.add.made')}>
            {t('towerStatistics.add.madeFor', { name: made.name })}
            {made.rows.map((r) => (
              <div key={r._id}>
                {formatDay(r.reservation_date, language)}: {typeLabel(r.type)}
              </div>
            ))}
          </Alert>
        )}
        <UserPicker
          label={t('towerStatistics.users.user')}
          building="2"
          value={user}
          error={errors.user}
          onChange={(u) => {
            setUser(u);
            setChosenCar('');
            setDays([]);
            setErrors({});
          }}
        />
        {user && cars.isSuccess && own.length === 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('towerStatistics.add.noActiveCars')}
          </Alert>
        )}
        {user && (
          <CarSelect
            label={t('towerStatistics.add.car')}
            cars={own}
            value={carId}
            error={errors.car}
            onChange={(v) => {
              setChosenCar(v);
              setErrors((e) => ({ ...e, car: undefined }));
            }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
          {t('towerStatistics.add.hint')}
        </Typography>
        <MonthCalendar
          ariaLabel={t('towerStatistics.add.calendar')}
          month={month ?? monthOf(today)}
          onMonthChange={setMonth}
          minMonth={monthOf(today)}
          today={today}
          multiSelect
          weekendLabel={t('towerStatistics.add.weekend')}
          look={(day) => {
            const requested = taken.has(day) ? heldByDay.get(day) : undefined;
            if (requested) {
              const state = typeLabel(shownType(requested.type, requested.reservation_confirmed, requested.reservation_date < today));
              return { ...requestedDayLook(reservationState(requested, today)), label: t('towerStatistics.add.requested', { state }) };
            }
            return { disabled: !openDay(day), selected: days.includes(day) };
          }}
          onDayClick={toggle}
        />
        <Typography component="div" variant="body2" sx={{ mt: 1 }} aria-live="polite" aria-label={t('towerStatistics.add.chosen')}>
          {days.length
            ? [...days].sort().map((d) => (
                <div key={d}>
                  {formatDay(d, language)}: {arrivalHint(d, now, fridayCutoffHour)}
                </div>
              ))
            : t('towerStatistics.add.noneChosen')}
        </Typography>
        {errors.form && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errors.form}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('towerStatistics.add.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {t('towerStatistics.add.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

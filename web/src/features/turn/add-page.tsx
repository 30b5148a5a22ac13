import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { closedTomorrow, requestableDays } from '@domain/tower/calendar.js';
import { formatDay } from '@/i18n/dates.js';
import { errorMessage } from '@/api/client.js';
import { towerKeys } from '@/api/queries/tower.js';
import { requestParking } from '@/api/tower.js';
import { useServerTime } from '@/lib/server-time.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AddCarDialog } from './add-car-dialog.js';
import { preferredCarId } from './car-choice.js';
import { CarSelect } from './car-select.js';
import { MonthCalendar } from './month-calendar.js';
import { monthOf } from './month-grid.js';
import { reservationsByDay, reservationState, reservedDays } from './reservation-state.js';
import { requestOutcome, type RequestedState } from './request-outcome.js';
import { requestedDayLook } from './requested-day.js';
import { useMyCars, useMyReservations, useTowerSettings } from './tower-queries.js';
import { clockHour } from './tower-messages.js';
import { Loading, TowerPage } from './tower-page.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { tower } from '@/i18n/tower.js';
import { translate } from '@/i18n/i18n.js';
import { useT } from '@/i18n/use-t.js';

/** /turn/add: a multi-date picker, the car selector and the add button (tower §2, §5, decisions §7). */
export function TowerAddPage() {
  const t = useT(tower);
  usePageTitle(t('tower.addPage.title'));
  const time = useServerTime();
  const hours = useTowerSettings();
  const cars = useMyCars();
  const reservations = useMyReservations();
  const navigate = useNavigate();
  const refreshReservations = useInvalidate(towerKeys.reservations);
  const [chosenCar, setChosenCar] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [month, setMonth] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [carError, setCarError] = useState<string | null>(null);
  const [addCarOpen, setAddCarOpen] = useState(false);

  const ready = time.ready && hours.isSuccess && cars.isSuccess && reservations.isSuccess;
  const now = time.now();
  const taken = useMemo(() => reservedDays(reservations.data ?? []), [reservations.data]);
  const byDay = useMemo(() => reservationsByDay(reservations.data ?? []), [reservations.data]);
  const open = ready ? requestableDays(now, hours.data).filter((d) => !taken.has(d)) : [];
  const openSet = new Set(open);
  // Tomorrow closed by today's deadline hour says why (issue #21, point 12), unless already requested.
  const closed = ready ? closedTomorrow(now, hours.data.confirmationDeadlineHour) : null;
  const closedDay = closed && !taken.has(closed) ? closed : null;
  const carList = cars.data ?? [];
  // A car is always chosen when there is one: the last used, or the first (issue #21, point 12).
  const carId = (carList.some((c) => c._id === chosenCar) && chosenCar) || preferredCarId(carList, reservations.data ?? []);

  const mutation = useMutation({
    mutationFn: () => requestParking([...selected].sort(), carId),
    onSuccess: async (requests) => {
      await refreshReservations();
      // Which days got a space and which wait, said on the calendar's page (#39, point 12).
      const requested = hours.data ? requestOutcome(requests, time.now(), hours.data) : [translate(tower, 'tower.ui.requested')];
      navigate('/turn/reservations', { state: { requested } satisfies RequestedState });
    },
    onError: (e) => setError(errorMessage(e)),
  });

  if (!ready) {
    const failed = hours.error ?? cars.error ?? reservations.error;
    return (
      <TowerPage title={t('tower.addPage.title')}>
        {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : <Loading />}
      </TowerPage>
    );
  }

  const shownMonth = month ?? monthOf(open[0] ?? time.today());
  const toggle = (day: string) => {
    if (!openSet.has(day)) return;
    setError(null);
    setSelected((s) => (s.includes(day) ? s.filter((d) => d !== day) : [...s, day]));
  };
  const submit = () => {
    const noCar = carId ? null : t('tower.words.chooseCar');
    const noDay = selected.length ? null : t('tower.words.chooseDay');
    setCarError(noCar);
    setError(noDay);
    // A ban is checked by the server, whose refusal carries the specification's message.
    if (!noCar && !noDay) mutation.mutate();
  };

  return (
    <TowerPage title={t('tower.addPage.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {open.length ? t('tower.addPage.until', { day: formatDay(open[open.length - 1]) }) : t('tower.ui.noDays')}
      </Typography>
      <MonthCalendar
        ariaLabel={t('tower.addPage.calendar')}
        month={shownMonth}
        onMonthChange={setMonth}
        today={time.today()}
        multiSelect
        weekendLabel={t('tower.calendar.weekend')}
        look={(day) => {
          const requested = taken.has(day) ? byDay.get(day) : undefined;
          if (requested) {
            const state = reservationState(requested, time.today());
            return { ...requestedDayLook(state), label: t('tower.calendar.requested', { state: state.label }) };
          }
          if (day === closedDay)
            return { disabled: true, label: t('tower.ui.tomorrowClosedDay', { time: clockHour(hours.data.confirmationDeadlineHour) }) };
          return { disabled: !openSet.has(day), selected: selected.includes(day) };
        }}
        onDayClick={toggle}
      />
      {closedDay && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('tower.ui.tomorrowClosed', { time: clockHour(hours.data.confirmationDeadlineHour) })}
        </Typography>
      )}
      {taken.size > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckCircle fontSize="small" aria-hidden />
          {t('tower.addPage.alreadyRequested')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {selected.length
          ? t('tower.addPage.chosen', {
              days: [...selected]
                .sort()
                .map((d) => formatDay(d))
                .join(', '),
            })
          : t('tower.addPage.noneChosen')}
      </Typography>
      {carList.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('tower.ui.noCars')}
        </Alert>
      )}
      <CarSelect
        label={t('tower.car')}
        cars={carList}
        value={carId}
        onChange={(v) => {
          setChosenCar(v);
          setCarError(null);
        }}
        error={carError}
      />
      <Button size="small" onClick={() => setAddCarOpen(true)}>
        {t('tower.addCar')}
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Stack sx={{ mt: 2 }}>
        <Button variant="contained" size="large" onClick={submit} disabled={mutation.isPending}>
          {t('tower.add')}
        </Button>
      </Stack>
      <AddCarDialog open={addCarOpen} onClose={() => setAddCarOpen(false)} onAdded={(c) => setChosenCar(c._id)} />
    </TowerPage>
  );
}

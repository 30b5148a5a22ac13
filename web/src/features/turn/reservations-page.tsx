import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client.js';
import { useServerTime } from '@/lib/server-time.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { LegendDialog } from './legend-dialog.js';
import { MonthCalendar } from './month-calendar.js';
import { monthOf } from './month-grid.js';
import { ReservationDialog } from './reservation-dialog.js';
import { ownerMayChange, TYPE } from '@domain/tower/engine.js';
import { reservationsByDay, reservationState } from './reservation-state.js';
import { decidedAt, type RequestedState } from './request-outcome.js';
import { Loading, TowerPage } from './tower-page.js';
import { useMyCars, useMyReservations, useTowerSettings } from './tower-queries.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

/** /turn/reservations: the user's requests as a coloured calendar with its legend (tower §2, §4). */
export function TowerReservationsPage() {
  const t = useT(tower);
  usePageTitle(t('tower.reservations.title'));
  const time = useServerTime();
  const hours = useTowerSettings();
  const reservations = useMyReservations();
  const cars = useMyCars();
  const [month, setMonth] = useState<string | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [legend, setLegend] = useState(false);
  const byDay = useMemo(() => reservationsByDay(reservations.data ?? []), [reservations.data]);
  const location = useLocation();
  const navigate = useNavigate();
  // What the request just made came to (#39, point 12), until closed.
  const requested = (location.state as Partial<RequestedState> | null)?.requested;

  if (!time.ready || !hours.isSuccess || !reservations.isSuccess) {
    const failed = hours.error ?? reservations.error;
    return (
      <TowerPage title={t('tower.reservations.title')}>
        {failed ? <Alert severity="error">{errorMessage(failed)}</Alert> : <Loading />}
      </TowerPage>
    );
  }

  const today = time.today();
  const opened = openDay ? byDay.get(openDay) : undefined;

  return (
    <TowerPage
      title={t('tower.reservations.title')}
      action={<Button onClick={() => setLegend(true)}>{t('tower.reservations.legend')}</Button>}
    >
      {requested && (
        <Alert
          severity="success"
          closeText={t('tower.close')}
          onClose={() => void navigate(location.pathname, { replace: true, state: null })}
          sx={{ mb: 2 }}
        >
          {requested.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <MonthCalendar
        ariaLabel={t('tower.reservations.calendar')}
        month={month ?? monthOf(today)}
        onMonthChange={setMonth}
        today={today}
        look={(day) => {
          const r = byDay.get(day);
          if (!r) return {};
          const s = reservationState(r, today);
          return { color: s.color, label: s.label };
        }}
        onDayClick={(day) => byDay.has(day) && setOpenDay(day)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('tower.reservations.hint')}
      </Typography>
      <Button component={RouterLink} to="/turn/add" variant="contained" fullWidth sx={{ mt: 2 }}>
        {t('tower.addPage.title')}
      </Button>
      <LegendDialog open={legend} onClose={() => setLegend(false)} />
      {opened && (
        <ReservationDialog
          key={opened._id}
          reservation={opened}
          state={reservationState(opened, today)}
          changeable={ownerMayChange(opened, time.now(), hours.data.confirmationDeadlineHour)}
          cars={cars.data ?? []}
          roundAt={opened.type === TYPE.queue ? decidedAt(opened.reservation_date, time.now(), hours.data) : null}
          onClose={() => setOpenDay(null)}
        />
      )}
    </TowerPage>
  );
}

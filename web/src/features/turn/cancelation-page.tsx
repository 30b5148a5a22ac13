import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDay } from '@/i18n/dates.js';
import { getParkingRequestQueryOptions } from '@/api/queries/tower.js';
import { useServerTime } from '@/lib/server-time.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { LinkCard } from '@/components/link-card.js';
import { LoginFirst } from '@/components/login-first.js';
import { ownerMayChange } from '@domain/tower/engine.js';
import { useCancelParking, useTowerSettings } from './tower-queries.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /turn/cancelation/:reservationId, the e-mailed link: the owner confirms the cancellation (tower §2). */
export function TowerCancelationPage() {
  const t = useT(tower);
  usePageTitle(t('tower.cancelation.title'));
  return (
    <LoginFirst title={t('tower.cancelation.title')} text={t('tower.cancelation.loginFirst')}>
      {(user) => <CancelQuestion uuid={user.uuid} />}
    </LoginFirst>
  );
}

function CancelQuestion({ uuid }: { uuid: string }) {
  const t = useT(tower);
  const { reservationId = '' } = useParams();
  const navigate = useNavigate();
  const time = useServerTime();
  const hours = useTowerSettings();
  const valid = UUID.test(reservationId);
  const reservation = useQuery({ ...getParkingRequestQueryOptions(reservationId), enabled: valid });
  const cancel = useCancelParking();

  // A missing, unknown or foreign reservation goes to /turn/add.
  if (!valid || reservation.isError || (reservation.data && reservation.data.user_id !== uuid)) return <Navigate to="/turn/add" replace />;
  if (!reservation.data || !time.ready || !hours.data) return <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 4 }} />;

  const r = reservation.data;
  if (!ownerMayChange(r, time.now(), hours.data.confirmationDeadlineHour)) {
    return (
      <LinkCard title={t('tower.cancelation.title')}>
        <Alert severity="warning">{t('tower.ui.cannotCancel')}</Alert>
        <Button onClick={() => navigate('/turn/add')} sx={{ alignSelf: 'flex-start' }}>
          {t('tower.back')}
        </Button>
      </LinkCard>
    );
  }
  return (
    <LinkCard title={t('tower.cancelation.title')}>
      <Typography>
        {r.license_plate
          ? t('tower.cancelation.questionWithCar', { day: formatDay(r.reservation_date), plate: r.license_plate })
          : t('tower.cancelation.question', { day: formatDay(r.reservation_date) })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => navigate('/turn/add')} disabled={cancel.isPending}>
          {t('tower.no')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => cancel.mutate(reservationId, { onSuccess: () => navigate('/turn/add', { replace: true }) })}
          disabled={cancel.isPending}
        >
          {t('tower.yes')}
        </Button>
      </Stack>
    </LinkCard>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDay } from '@/i18n/dates.js';
import { useDeskReservation } from '@/api/queries/desks.js';
import { useConfirmDesk } from '../use-desk-actions.js';
import { LinkCard } from '@/components/link-card.js';
import { LoginFirst } from '@/components/login-first.js';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import { BackButton } from './back-button.js';
import { canConfirmPresence, confirmErrorText } from './presence-rules.js';

/** /confirmation/:reservationId — the owner confirms presence; anyone else goes to the map (flex-office §4). */
export function ConfirmationPage() {
  const t = useT(presence);
  return (
    <LoginFirst title={t('presence.confirmTitle')} text={t('presence.confirmSignIn')}>
      {(user) => <Confirm uuid={user.uuid} />}
    </LoginFirst>
  );
}

function Confirm({ uuid }: { uuid: string }) {
  const t = useT(presence);
  const { reservationId = '' } = useParams();
  const navigate = useNavigate();
  const r = useDeskReservation(reservationId);
  const confirm = useConfirmDesk();
  if (r.isPending) return <CircularProgress aria-label={t('presence.loading')} sx={{ m: 4 }} />;
  if (r.isError || !canConfirmPresence(r.data, uuid)) return <Navigate to="/birouri" replace />;
  return (
    <LinkCard title={t('presence.confirmTitle')}>
      <Typography>{t('presence.askConfirm', { deskId: r.data.deskId, floor: r.data.floor, day: formatDay(r.data.day) })}</Typography>
      {confirm.isError && <Alert severity="error">{confirmErrorText(confirm.error)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          onClick={() => confirm.mutate(reservationId, { onSuccess: () => navigate('/birouri', { replace: true }) })}
          disabled={confirm.isPending}
        >
          {t('presence.confirm')}
        </Button>
        <BackButton />
      </Stack>
    </LinkCard>
  );
}

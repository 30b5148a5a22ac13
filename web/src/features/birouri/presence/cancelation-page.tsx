import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { formatDay } from '@/i18n/dates.js';
import type { DeskReservation } from '@/api/desks.js';
import { useDeskReservation } from '@/api/queries/desks.js';
import { cancelErrorText, useCancelDesk, useConfirmDesk } from '../use-desk-actions.js';
import { LinkCard } from '@/components/link-card.js';
import { useServerTime } from '@/lib/server-time.js';
import { LoginFirst } from '@/components/login-first.js';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { BackButton } from './back-button.js';
import { cancelPageView, confirmErrorText } from './presence-rules.js';

/**
 * /cancelation/:reservationId — cancel from the reminder e-mail, then back to the map (flex-office §4).
 * The reminder goes out two working days before the day, when cancelling still works (decisions §6);
 * under the 24-hour rule (a booking of tomorrow, or a link followed late) the page says it is too
 * late and offers to confirm presence instead (issue #21, point 4).
 */
export function CancelationPage() {
  const t = useT(presence);
  return (
    <LoginFirst title={t('presence.cancelTitle')} text={t('presence.cancelSignIn')}>
      {(user) => <Cancel me={user} />}
    </LoginFirst>
  );
}

/** The booking's desk, floor and day, as the page's sentences name them. */
const what = (r: DeskReservation) => ({ deskId: r.deskId, floor: r.floor, day: formatDay(r.day) });

function Cancel({ me }: { me: UserInfo }) {
  const t = useT(presence);
  const { reservationId = '' } = useParams();
  const navigate = useNavigate();
  const r = useDeskReservation(reservationId);
  const time = useServerTime();
  const cancel = useCancelDesk();
  useRefusalWords(); // cancelErrorText words the 24-hour refusal in the person's language
  const confirm = useConfirmDesk();
  // The 24-hour rule is decided on the server's clock: wait for it as for the reservation.
  if (r.isPending || !time.ready) return <CircularProgress aria-label={t('presence.loading')} sx={{ m: 4 }} />;
  if (r.isError) return <Navigate to="/birouri" replace />;
  const res = r.data;
  const view = cancelPageView(res, me, time.now());
  const back = <BackButton />;
  const title = t('presence.cancelTitle');

  if (view.kind === 'cancelled') {
    return (
      <LinkCard title={title}>
        <Typography>{t('presence.alreadyCancelled', what(res))}</Typography>
        <Stack direction="row">{back}</Stack>
      </LinkCard>
    );
  }
  if (view.kind === 'tooLate') {
    return (
      <LinkCard title={title}>
        <Alert severity="warning">{t('presence.tooLate', what(res))}</Alert>
        {view.confirmed && <Typography>{t('presence.alreadyConfirmed')}</Typography>}
        {view.mayConfirm && <Typography>{t('presence.confirmInstead')}</Typography>}
        {confirm.isError && <Alert severity="error">{confirmErrorText(confirm.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          {view.mayConfirm && (
            <Button
              variant="contained"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(res._id, { onSuccess: () => navigate('/birouri', { replace: true }) })}
            >
              {t('presence.confirm')}
            </Button>
          )}
          {back}
        </Stack>
      </LinkCard>
    );
  }
  return (
    <LinkCard title={title}>
      {view.confirmed && <Typography>{t('presence.alreadyConfirmed')}</Typography>}
      <Typography>{t('presence.askCancel', what(res))}</Typography>
      {cancel.isError && <Alert severity="error">{cancelErrorText(cancel.error)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(res, { onSuccess: () => navigate('/birouri', { replace: true }) })}
        >
          {t('presence.cancelBooking')}
        </Button>
        {back}
      </Stack>
    </LinkCard>
  );
}

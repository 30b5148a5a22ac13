import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { STATUS } from '../../../../domain/status.js';
import { formatDay } from '../../../../domain/time.js';
import { deskReservation } from '../../api/desks.js';
import { cancelErrorText, useCancelDesk } from '../birouri/use-desk-actions.js';
import { LinkCard } from '../../components/link-card.js';
import { LoginFirst } from '../auth/login-first.js';

/** /cancelation/:reservationId — cancel from the reminder e-mail, then back to the map (flex-office §4). */
export function CancelationPage() {
  return (
    <LoginFirst title="Anularea rezervării" text="Autentificați-vă pentru a anula rezervarea.">
      {() => <Cancel />}
    </LoginFirst>
  );
}

function Cancel() {
  const { reservationId = '' } = useParams();
  const navigate = useNavigate();
  const r = useQuery({ queryKey: ['desk-reservations', 'one', reservationId], queryFn: () => deskReservation(reservationId), retry: false });
  const cancel = useCancelDesk();
  if (r.isPending) return <CircularProgress aria-label="Se încarcă" sx={{ m: 4 }} />;
  if (r.isError || r.data.status === STATUS.cancelled) return <Navigate to="/birouri" replace />;
  const res = r.data;
  return (
    <LinkCard title="Anularea rezervării">
      <Typography>{`Anulați rezervarea biroului ${res.deskId} (etajul ${res.floor}) din ${formatDay(res.day)}?`}</Typography>
      {cancel.isError && <Alert severity="error">{cancelErrorText(cancel.error)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          color="error"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(res, { onSuccess: () => navigate('/birouri', { replace: true }) })}
        >
          Anulează rezervarea
        </Button>
        <Button onClick={() => navigate('/birouri')}>Înapoi la hartă</Button>
      </Stack>
    </LinkCard>
  );
}

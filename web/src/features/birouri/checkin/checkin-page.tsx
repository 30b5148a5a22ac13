import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Info from '@mui/icons-material/Info';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { checkinDone, checkinRefused, type CheckinOutcome } from './checkin-outcome.js';
import { useCheckinOnOpen } from './use-checkin.js';

const ICON: Record<CheckinOutcome['tone'], typeof CheckCircle> = {
  success: CheckCircle,
  info: Info,
  warning: WarningAmber,
  error: ErrorOutline,
};

/**
 * /checkin/:deskId — the address of a desk's QR label (decisions §13), made for a phone: it checks
 * in as it opens and says, in large type, what happened and where to go next.
 */
export function CheckinPage() {
  const t = useT(presence);
  const { deskId = '' } = useParams();
  usePageTitle(t('presence.checkin.pageTitle', { deskId }));
  const checkin = useCheckinOnOpen(deskId);
  const outcome = checkin.isSuccess ? checkinDone(checkin.data) : checkin.isError ? checkinRefused(checkin.error, deskId) : null;
  return (
    <Paper
      component="section"
      aria-labelledby="checkin-title"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, mt: 3, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
    >
      {outcome ? (
        <Outcome outcome={outcome} onRetry={() => checkin.mutate(deskId)} />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Typography id="checkin-title" component="h1" variant="h4">
            {t('presence.checkin.desk', { deskId })}
          </Typography>
          <CircularProgress aria-label={t('presence.checkin.pending')} size={56} />
          <Typography sx={{ fontSize: '1.25rem' }}>{t('presence.checkin.pendingEllipsis')}</Typography>
        </Stack>
      )}
    </Paper>
  );
}

function Outcome({ outcome, onRetry }: { outcome: CheckinOutcome; onRetry(): void }) {
  const t = useT(presence);
  const Icon = ICON[outcome.tone];
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }} role={outcome.tone === 'success' || outcome.tone === 'info' ? 'status' : 'alert'}>
      <Icon color={outcome.tone} sx={{ fontSize: 72 }} aria-hidden />
      <Typography id="checkin-title" component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {outcome.title}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', lineHeight: 1.5 }}>{outcome.text}</Typography>
      {outcome.retry && (
        <Button variant="outlined" size="large" onClick={onRetry} sx={{ minHeight: 48 }}>
          {t('presence.retry')}
        </Button>
      )}
      <Button variant="contained" size="large" component={RouterLink} to="/birouri" sx={{ minHeight: 48 }}>
        {t('presence.checkin.toBookings')}
      </Button>
    </Stack>
  );
}

import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Info from '@mui/icons-material/Info';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import type { CheckinOutcome } from './checkin-outcome.js';

const ICON: Record<CheckinOutcome['tone'], typeof CheckCircle> = {
  success: CheckCircle,
  info: Info,
  warning: WarningAmber,
  error: ErrorOutline,
};

/**
 * A check-in's outcome as the pages of a phone show it (the desk's label, the meeting's e-mail link):
 * in large type, what happened, a retry when the request had no answer, and the way to one's bookings.
 * `titleId` names the page's section.
 */
export function OutcomeView({ outcome, titleId, onRetry }: { outcome: CheckinOutcome; titleId: string; onRetry(): void }) {
  const t = useT(presence);
  const Icon = ICON[outcome.tone];
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }} role={outcome.tone === 'success' || outcome.tone === 'info' ? 'status' : 'alert'}>
      <Icon color={outcome.tone} sx={{ fontSize: 72 }} aria-hidden />
      <Typography id={titleId} component="h1" variant="h4" sx={{ fontWeight: 600 }}>
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

/**
 * A check-in page's frame: while its request is under way, the page's title and a spinner; then the
 * outcome (OutcomeView). `titleId` names the section by whichever heading shows.
 */
export function OutcomePage(p: {
  titleId: string;
  outcome: CheckinOutcome | null;
  onRetry(): void;
  pending: { title: string; label: string; text: string };
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={p.titleId}
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, mt: 3, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
    >
      {p.outcome ? (
        <OutcomeView outcome={p.outcome} titleId={p.titleId} onRetry={p.onRetry} />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Typography id={p.titleId} component="h1" variant="h4">
            {p.pending.title}
          </Typography>
          <CircularProgress aria-label={p.pending.label} size={56} />
          <Typography sx={{ fontSize: '1.25rem' }}>{p.pending.text}</Typography>
        </Stack>
      )}
    </Paper>
  );
}

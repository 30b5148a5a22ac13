import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { checkinDone, checkinRefused } from './checkin-outcome.js';
import { OutcomeView } from './outcome-view.js';
import { useCheckinOnOpen } from './use-checkin.js';

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
        <OutcomeView outcome={outcome} titleId="checkin-title" onRetry={() => checkin.mutate(deskId)} />
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

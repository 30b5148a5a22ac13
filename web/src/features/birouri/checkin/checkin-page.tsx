import { useParams } from 'react-router';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { checkinDone, checkinRefused } from './checkin-outcome.js';
import { OutcomePage } from './outcome-view.js';
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
    <OutcomePage
      titleId="checkin-title"
      outcome={outcome}
      onRetry={() => checkin.mutate(deskId)}
      pending={{
        title: t('presence.checkin.desk', { deskId }),
        label: t('presence.checkin.pending'),
        text: t('presence.checkin.pendingEllipsis'),
      }}
    />
  );
}

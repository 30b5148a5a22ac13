import Dialog from '@mui/material/Dialog';
import { lazy, Suspense } from 'react';
import type { Desk } from '@/api/desks.js';
import { booking } from '@/i18n/booking.js';
import { useT } from '@/i18n/use-t.js';
import { retryingImport } from '@/lib/connection.js';
import { PanelLoading } from './panel-loading.js';

// The panel's content loads when a desk is first opened: the booking screen's first download stays
// the map's (scripts/check-bundle-budget.ts). With the server down, the panel waits for it (issue #21, point 2)
// and says so (PanelLoading, #39 point 10).
const BookingForm = lazy(retryingImport(() => import('./desk-booking/booking-form.js')));

interface Props {
  desk: Desk | null;
  day: string;
  groupId: string | null;
  /** The viewer already holds a desk that day: a manager or admin then books only for employees (§5). */
  selfBooked: boolean;
  /** Opened from the phone's booking without the map (decisions §19). */
  phone?: boolean;
  onClose(): void;
}

/** The desk booking panel of flex-office §2: days, person (managers and admins), parking, confirm. */
export function DeskBookingDialog({ desk, day, groupId, selfBooked, phone, onClose }: Props) {
  const t = useT(booking);
  const loading = (d: Desk) => (
    <PanelLoading title={t('booking.desk.title', { deskId: d.deskId })} titleId="book-desk-title" onClose={onClose} />
  );
  return (
    <Dialog open={!!desk} onClose={onClose} aria-labelledby="book-desk-title" fullWidth maxWidth="xs">
      {desk && (
        <Suspense fallback={loading(desk)}>
          <BookingForm
            key={`${desk.deskId}-${day}`}
            desk={desk}
            day={day}
            groupId={groupId}
            selfBooked={selfBooked}
            phone={phone}
            loading={loading(desk)}
            onClose={onClose}
          />
        </Suspense>
      )}
    </Dialog>
  );
}

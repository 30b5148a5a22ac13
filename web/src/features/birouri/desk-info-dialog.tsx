import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { DESK_REASON, type DeskBookingRefusal } from '@domain/desks/rules.js';
import { formatDay } from '@/i18n/dates.js';
import { mayChangeDeskReservation, type Member } from '@domain/policy.js';
import type { Desk } from '@/api/desks.js';
import { NoticeDialog } from '@/components/notice-dialog.js';
import { FollowColleague } from './colleagues/lazy-entries.js';
import { useDeskCancellable } from './use-desk-actions.js';
import { useUser } from '@/lib/session.js';
import type { DeskState } from './desk-state.js';
import { desks, type DesksKey } from '@/i18n/desks.js';
import { useT, type Translate } from '@/i18n/use-t.js';

export interface DeskInfo {
  desk: Desk;
  state: Exclude<DeskState, 'free'>;
  day: string;
  /** For a grey desk: the viewer's own limit that refuses it (viewerLimit). */
  limit: DeskBookingRefusal | null;
  maxActiveDesk: number;
}

/** Why a desk cannot be booked, or whose it is (flex-office §8 dialogs); holders and their managers may cancel. */
export function DeskInfoDialog({ info, onClose, onCancel }: { info: DeskInfo | null; onClose(): void; onCancel(desk: Desk): void }) {
  const t = useT(desks);
  const me = useUser();
  const cancellable = useDeskCancellable();
  if (!info) return null;
  const { desk } = info;
  const booking = reservationOn(desk);
  const mayCancel =
    !!booking &&
    mayChangeDeskReservation(me, booking.reservation, booking.occupant) &&
    !!desk.reservationDate &&
    cancellable(desk.reservationDate);
  const cancel = (
    <Button color="error" onClick={() => onCancel(desk)}>
      {t('desks.action.cancelBooking')}
    </Button>
  );
  // A colleague's desk: following them from here (decisions §21), loaded with the dialog.
  const holder = desk.uuid && desk.name && desk.uuid !== me.uuid && (
    <Suspense fallback={null}>
      <FollowColleague uuid={desk.uuid} name={desk.name} />
    </Suspense>
  );
  return (
    <NoticeDialog
      title={t('desks.deskName', { deskId: desk.deskId })}
      text={explain(info, me.uuid, t)}
      action={
        <>
          {holder}
          {mayCancel && cancel}
        </>
      }
      onClose={onClose}
    />
  );
}

/**
 * The desk's reservation as the policy sees it (a reservation always has an occupant and a
 * creator). The map knows the occupant's groups only as the group the desk was booked for.
 */
function reservationOn(desk: Desk): { reservation: { uuid: string; creatorUuid: string }; occupant: Member } | null {
  if (!desk.reservationId || !desk.uuid || !desk.creatorUuid) return null;
  return {
    reservation: { uuid: desk.uuid, creatorUuid: desk.creatorUuid },
    occupant: { uuid: desk.uuid, mainGroup: desk.groupId, groupList: [] },
  };
}

function explain({ desk, state, day, limit, maxActiveDesk }: DeskInfo, myUuid: string, t: Translate<DesksKey>): string {
  switch (state) {
    case 'mine':
      return desk.creatorUuid && desk.creatorUuid !== myUuid
        ? t('desks.info.mineByManager')
        : t(desk.parkingSpot ? 'desks.info.mineWithParking' : 'desks.info.mine');
    case 'taken':
      return desk.name == null ? t('desks.info.taken') : t('desks.info.takenBy', { name: desk.name });
    case 'allocated':
      return t('desks.info.allocated', { name: desk.managerName ?? '' });
    case 'blocked':
      return t('desks.info.blocked', { name: desk.managerName ?? '' });
    case 'unavailable':
      return t('desks.info.otherGroup');
    case 'grey':
      // The specification's sentences (DESK_MSG.maxActive, .selfHasBooking), with the Romanian count and in the formal register.
      return limit === DESK_REASON.maxActive
        ? t('desks.info.maxActive', { desks: t('desks.count.desks', { count: maxActiveDesk }) })
        : t('desks.info.selfHasBooking', { day: formatDay(day) });
  }
}

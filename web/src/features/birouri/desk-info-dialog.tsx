import Button from '@mui/material/Button';
import { DESK_MSG, DESK_REASON, type DeskBookingRefusal } from '@domain/desks/rules.js';
import { count } from '@domain/plural.js';
import { formatDay } from '@domain/time.js';
import { mayChangeDeskReservation, type Member } from '@domain/policy.js';
import type { Desk } from '@/api/desks.js';
import { NoticeDialog } from '@/components/notice-dialog.js';
import { useDeskCancellable } from './use-desk-actions.js';
import { useUser } from '@/lib/session.js';
import type { DeskState } from './desk-state.js';

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
      Anulați rezervarea
    </Button>
  );
  return <NoticeDialog title={`Biroul ${desk.deskId}`} text={explain(info, me.uuid)} action={mayCancel && cancel} onClose={onClose} />;
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

function explain({ desk, state, day, limit, maxActiveDesk }: DeskInfo, myUuid: string): string {
  switch (state) {
    case 'mine':
      return desk.creatorUuid && desk.creatorUuid !== myUuid
        ? 'Acest birou a fost rezervat pentru dumneavoastră de managerul dumneavoastră.'
        : `Ați rezervat acest birou${desk.parkingSpot ? ', cu loc de parcare' : ''}.`;
    case 'taken':
      return `Acest birou este deja rezervat de ${desk.name ?? 'altcineva'}.`;
    case 'allocated':
      return DESK_MSG.allocated(desk.managerName ?? '');
    case 'blocked':
      return DESK_MSG.blocked(desk.managerName ?? '');
    case 'unavailable':
      return DESK_MSG.otherGroup;
    case 'grey':
      // The specification's sentences (DESK_MSG.maxActive, .selfHasBooking), with the Romanian count and in the formal register.
      return limit === DESK_REASON.maxActive
        ? `Nu puteți rezerva mai mult de ${count(maxActiveDesk, 'birou', 'birouri')} în avans.`
        : `Aveți deja o rezervare efectuată pentru data ${formatDay(day)}.`;
  }
}

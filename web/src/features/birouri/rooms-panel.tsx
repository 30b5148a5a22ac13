import Dialog from '@mui/material/Dialog';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { BuildingSettings } from '@domain/settings.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import { booking } from '@/i18n/booking.js';
import { useT } from '@/i18n/use-t.js';
import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { retryingImport } from '@/lib/connection.js';
import { PanelLoading } from './panel-loading.js';

// The room dialogs (the timeline, the exact fields) load when first opened: /birouri's first download is budgeted.
// With the server down, they wait for it rather than fail the page (issue #21, point 2).
const RoomBookingDialog = lazy(
  retryingImport(() => import('./rooms/room-booking-dialog.js').then((m) => ({ default: m.RoomBookingDialog }))),
);
const RoomListDialog = lazy(retryingImport(() => import('./rooms/room-list-dialog.js').then((m) => ({ default: m.RoomListDialog }))));

/** Which room dialog is open: the list (drawer button) or a room's booking panel (list or map marker). */
export function useRoomsPanel() {
  const [listOpen, setListOpen] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  // Once opened, the dialogs stay mounted so that they can fade out.
  const [used, setUsed] = useState(false);
  return {
    listOpen,
    roomId,
    used,
    openList: () => {
      setUsed(true);
      setListOpen(true);
    },
    openRoom: (id: string) => {
      setUsed(true);
      setListOpen(false);
      setRoomId(id);
    },
    close: () => {
      setListOpen(false);
      setRoomId(null);
    },
  };
}

interface Props {
  state: ReturnType<typeof useRoomsPanel>;
  groupId: string | null;
  day: string;
  /** The flexible office's settings (the screen's): the booking panel's day window and room limit. */
  settings: BuildingSettings;
  /** The phone's booking without the map (decisions §19): the room panel takes the whole screen. */
  phone?: boolean;
}

export function RoomDialogs({ state, groupId, day, settings, phone }: Props) {
  const t = useT(booking);
  const rooms = useQuery({ ...getRoomsQueryOptions(null, day), enabled: !!state.roomId });
  const room = rooms.data?.find((r) => r.id === state.roomId) ?? null;
  if (!state.used) return null;
  // While their code loads (the server away: it waits), a dialog that says so rather than nothing (#39, point 10).
  const loading = (
    <Dialog open={state.listOpen || !!state.roomId} onClose={state.close} aria-labelledby="room-loading-title" fullWidth maxWidth="xs">
      <PanelLoading
        title={
          state.listOpen
            ? t('booking.rooms.title')
            : t('booking.room.title', { name: room?.details.name || translate(desks, 'desks.roomFallbackName') })
        }
        titleId="room-loading-title"
        onClose={state.close}
      />
    </Dialog>
  );
  return (
    <Suspense fallback={loading}>
      <RoomListDialog open={state.listOpen} onClose={state.close} groupId={groupId} day={day} onPick={(r) => state.openRoom(r.id)} />
      <RoomBookingDialog room={room} day={day} settings={settings} phone={phone} onClose={state.close} />
    </Suspense>
  );
}

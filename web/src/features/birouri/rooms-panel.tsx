import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BuildingSettings } from '../../../../domain/settings.js';
import { roomsQuery } from '../../api/rooms.js';
import { RoomBookingDialog } from './rooms/room-booking-dialog.js';
import { RoomListDialog } from './rooms/room-list-dialog.js';

/** Which room dialog is open: the list (drawer button) or a room's booking panel (list or map marker). */
export function useRoomsPanel() {
  const [listOpen, setListOpen] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  return {
    listOpen,
    roomId,
    openList: () => setListOpen(true),
    openRoom: (id: string) => {
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
}

export function RoomDialogs({ state, groupId, day, settings }: Props) {
  const rooms = useQuery({ ...roomsQuery(null, day), enabled: !!state.roomId });
  const room = rooms.data?.find((r) => r.id === state.roomId) ?? null;
  return (
    <>
      <RoomListDialog open={state.listOpen} onClose={state.close} groupId={groupId} day={day} onPick={(r) => state.openRoom(r.id)} />
      <RoomBookingDialog room={room} day={day} settings={settings} onClose={state.close} />
    </>
  );
}

import { useState } from 'react';
import { NoticeDialog } from './notice-dialog.js';

// Wires the meeting-room pieces into the booking screen. (Interim until the room components land.)
export function useRoomsPanel() {
  const [listOpen, setListOpen] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  return { listOpen, roomId, openList: () => setListOpen(true), openRoom: setRoomId, close: () => { setListOpen(false); setRoomId(null); } };
}

type PanelState = ReturnType<typeof useRoomsPanel>;

export const RoomsPanel = {
  MyReservations: () => null,
  Dialogs: ({ state }: { state: PanelState; groupId: string | null; day: string }) => (
    <NoticeDialog text={state.listOpen || state.roomId ? 'Rezervarea sălilor de ședință va fi disponibilă în curând.' : null} onClose={state.close} />
  ),
};

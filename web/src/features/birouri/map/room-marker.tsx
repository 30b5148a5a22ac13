import type { KeyboardEvent } from 'react';
import type { RoomPlan } from '../../../../../domain/floors/layout.js';
import { DESK_STATE_COLOR, ROOM_COLOR } from '../desk-state.js';

interface Props {
  room: RoomPlan;
  /** The viewer reached the maximum of room reservations. */
  grey: boolean;
  onOpen(roomId: string): void;
}

/** A meeting room drawn at its place on the plan. */
export function RoomMarker({ room, grey, onOpen }: Props) {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(room.id);
    }
  };
  const label = `${room.name} (${room.peopleNo} persoane)`;
  return (
    <g role="button" tabIndex={0} aria-label={label} onClick={() => onOpen(room.id)} onKeyDown={onKey} style={{ cursor: 'pointer' }}>
      <title>{label}</title>
      <rect x={room.x} y={room.y} width={room.w} height={room.h} rx={4} fill={grey ? DESK_STATE_COLOR.grey : ROOM_COLOR} fillOpacity={0.85} stroke="#37474f" />
      <text x={room.x + room.w / 2} y={room.y + room.h / 2} textAnchor="middle" fontSize={15} fill="#fff" pointerEvents="none">
        {room.name}
      </text>
      <text x={room.x + room.w / 2} y={room.y + room.h / 2 + 20} textAnchor="middle" fontSize={12} fill="#fff" pointerEvents="none">
        {`${room.peopleNo} persoane`}
      </text>
    </g>
  );
}

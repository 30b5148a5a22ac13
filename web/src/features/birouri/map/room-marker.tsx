import type { KeyboardEvent } from 'react';
import type { RoomAvailability } from '../rooms/room-availability.js';
import { DESK_STATE_COLOR, ROOM_COLOR } from '../desk-state.js';
import { LINE_BREAK, LINE_BREAK_SIZE } from './desk-text.js';
import type { MapRoom } from './plan-units.js';
import { count } from '@domain/plural.js';

interface Props {
  room: MapRoom;
  /** The viewer reached the maximum of room reservations. */
  grey: boolean;
  /** The room on the map's day; null while it loads. */
  availability: RoomAvailability | null;
  /** 0 for the map's one tab stop, -1 for the others (the arrow keys reach them). */
  tabIndex: number;
  onOpen(roomId: string): void;
}

/** A meeting room drawn at its place on the plan, with its availability on the map's day. */
export function RoomMarker({ room, grey, availability, tabIndex, onOpen }: Props) {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(room.id);
    }
  };
  // The accessible name says what the room shows, in its order (WCAG 2.5.3).
  const label = `${room.name} (${count(room.peopleNo, 'persoană', 'persoane')})${availability ? `, ${availability.text}` : ''}`;
  const cx = room.x + room.w / 2;
  const cy = room.y + room.h / 2;
  return (
    <g
      role="button"
      tabIndex={tabIndex}
      data-room-id={room.id}
      aria-label={label}
      onClick={() => onOpen(room.id)}
      onKeyDown={onKey}
      style={{ cursor: 'pointer' }}
    >
      <rect
        x={room.x}
        y={room.y}
        width={room.w}
        height={room.h}
        rx={4}
        fill={grey ? DESK_STATE_COLOR.grey : ROOM_COLOR}
        fillOpacity={0.85}
        stroke="#37474f"
      />
      <text textAnchor="middle" fill="#fff" pointerEvents="none" fontSize={LINE_BREAK_SIZE}>
        <tspan x={cx} y={cy - 10} fontSize={15}>
          {room.name}
        </tspan>
        {LINE_BREAK}
        <tspan x={cx} y={cy + 10} fontSize={12}>
          {count(room.peopleNo, 'persoană', 'persoane')}
        </tspan>
        {availability && (
          <>
            {LINE_BREAK}
            <tspan x={cx} y={cy + 30} fontSize={12} fontWeight={600}>
              {availability.text}
            </tspan>
          </>
        )}
      </text>
      {/* The keyboard's focus ring, as on a desk (CSS shows it on :focus-visible). */}
      <g className="focus-ring">
        <rect x={room.x - 4} y={room.y - 4} width={room.w + 8} height={room.h + 8} rx={6} fill="none" stroke="#000" strokeWidth={3} />
        <rect x={room.x - 4} y={room.y - 4} width={room.w + 8} height={room.h + 8} rx={6} fill="none" stroke="#ffd600" strokeWidth={1.5} />
      </g>
    </g>
  );
}

import type { KeyboardEvent } from 'react';
import type { RoomAvailability } from '../rooms/room-availability.js';
import { DESK_STATE_COLOR, ROOM_COLOR } from '../desk-state.js';
import { LINE_BREAK_SIZE } from './desk-text.js';
import type { MapRoom } from './plan-units.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

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

/** Between two lines of a room: read as a pause, drawn in LINE_BREAK_SIZE (desk-text.ts) so that it takes no room. */
const ROOM_BREAK = ',\u00a0';

/** A meeting room drawn at its place on the plan, with its availability on the map's day. */
export function RoomMarker({ room, grey, availability, tabIndex, onOpen }: Props) {
  const t = useT(desks);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(room.id);
    }
  };
  // The accessible name is what the room shows, word for word and in its order (WCAG 2.5.3, #39
  // point 13): its lines, and between them the comma and space drawn too small to see (ROOM_BREAK).
  const lines = [room.name, t('desks.count.people', { count: room.peopleNo }), ...(availability ? [availability.text] : [])];
  const label = lines.join(', ');
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
        {ROOM_BREAK}
        <tspan x={cx} y={cy + 10} fontSize={12}>
          {lines[1]}
        </tspan>
        {availability && (
          <>
            {ROOM_BREAK}
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

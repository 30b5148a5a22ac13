import { memo, type KeyboardEvent } from 'react';
import { deskBox, DESK_SIZE } from '../../../../../domain/floors/layout.js';
import type { Desk } from '../../../api/desks.js';
import { DESK_STATE_COLOR, DESK_STATE_LABEL, type DeskState } from '../desk-state.js';

interface Props {
  desk: Desk;
  state: DeskState;
  onOpen(desk: Desk, state: DeskState): void;
}

export function deskLabel(desk: Desk, state: DeskState): string {
  const who = desk.name ?? desk.managerName;
  return `Birou ${desk.deskId}: ${DESK_STATE_LABEL[state]}${who && state !== 'unavailable' ? `, ${who}` : ''}`;
}

/** One desk on the map; memoised because a floor draws about a hundred of them. */
export const DeskMarker = memo(function DeskMarker({ desk, state, onOpen }: Props) {
  const { x, y } = deskBox(desk.coordinates);
  const label = deskLabel(desk, state);
  const open = () => onOpen(desk, state);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  return (
    <g role="button" tabIndex={0} aria-label={label} data-state={state} onClick={open} onKeyDown={onKey} style={{ cursor: 'pointer' }}>
      <title>{label}</title>
      <rect
        x={x}
        y={y}
        width={DESK_SIZE.w}
        height={DESK_SIZE.h}
        rx={3}
        fill={DESK_STATE_COLOR[state]}
        stroke={state === 'allocated' ? '#4a148c' : '#263238'}
        strokeWidth={state === 'mine' ? 2.5 : 1}
        strokeDasharray={state === 'allocated' ? '4 2' : undefined}
      />
      {state === 'blocked' && (
        <path d={`M${x + 4} ${y + 4} L${x + DESK_SIZE.w - 4} ${y + DESK_SIZE.h - 4} M${x + DESK_SIZE.w - 4} ${y + 4} L${x + 4} ${y + DESK_SIZE.h - 4}`} stroke="#fff" strokeWidth={2} />
      )}
      <text x={x + DESK_SIZE.w / 2} y={y + DESK_SIZE.h / 2 + 4} textAnchor="middle" fontSize={10} fill={state === 'unavailable' ? '#90a4ae' : '#fff'} pointerEvents="none">
        {desk.deskId.split('-')[1]}
        {desk.parkingSpot && state !== 'unavailable' ? ' P' : ''}
      </text>
    </g>
  );
});

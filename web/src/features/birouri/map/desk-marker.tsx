import { memo, type KeyboardEvent } from 'react';
import { deskBox, DESK_SIZE } from '../../../../../domain/floors/layout.js';
import type { Desk } from '../../../api/desks.js';
import { DESK_STATE_COLOR, type DeskState } from '../desk-state.js';
import { deskHolder, deskLabel, initials, shortName, type DeskDetail } from './desk-text.js';

interface Props {
  desk: Desk;
  state: DeskState;
  /** The map's one tab stop (roving tabindex): 0 for the desk the keyboard is on, -1 for the others. */
  tabIndex: 0 | -1;
  /** The colleague looked for sits here. */
  highlighted: boolean;
  detail: DeskDetail;
  onOpen(desk: Desk, state: DeskState): void;
}

const { w: W, h: H } = DESK_SIZE;

/** One desk on the map; memoised because a floor draws about a hundred of them. */
export const DeskMarker = memo(function DeskMarker({ desk, state, tabIndex, highlighted, detail, onOpen }: Props) {
  const { x, y } = deskBox(desk.coordinates);
  const label = deskLabel(desk, state);
  const open = () => onOpen(desk, state);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const faint = state === 'unavailable';
  const who = detail > 0 ? deskHolder(desk, state) : null;
  const number = `${desk.deskId.split('-')[1]}${desk.parkingSpot ? ' P' : ''}`;
  const textFill = faint ? '#607d8b' : '#fff';
  return (
    <g
      role="button"
      tabIndex={tabIndex}
      aria-label={label}
      data-desk-id={desk.deskId}
      data-state={state}
      data-highlighted={highlighted || undefined}
      onClick={open}
      onKeyDown={onKey}
      style={{ cursor: 'pointer' }}
    >
      <title>{label}</title>
      {highlighted && <rect x={x - 7} y={y - 7} width={W + 14} height={H + 14} rx={8} fill="none" stroke="#ff6d00" strokeWidth={4} />}
      <rect
        className="desk-body"
        x={x}
        y={y}
        width={W}
        height={H}
        rx={3}
        fill={DESK_STATE_COLOR[state]}
        stroke={state === 'allocated' ? '#4a148c' : '#263238'}
        strokeWidth={state === 'mine' ? 2.5 : 1}
        strokeDasharray={state === 'allocated' ? '4 2' : undefined}
      />
      {state === 'blocked' && !who && (
        <path d={`M${x + 4} ${y + 4} L${x + W - 4} ${y + H - 4} M${x + W - 4} ${y + 4} L${x + 4} ${y + H - 4}`} stroke="#fff" strokeOpacity={0.6} strokeWidth={2} />
      )}
      {who ? (
        <text textAnchor="middle" fill={textFill} pointerEvents="none">
          <tspan x={x + W / 2} y={y + 10} fontSize={8}>
            {number}
          </tspan>
          <tspan x={x + W / 2} y={y + 21} fontSize={detail === 2 ? 8 : 10} fontWeight={600}>
            {detail === 2 ? shortName(who) : initials(who)}
          </tspan>
        </text>
      ) : (
        <text x={x + W / 2} y={y + H / 2 + 4.5} textAnchor="middle" fontSize={12} fontWeight={600} fill={textFill} pointerEvents="none">
          {number}
        </text>
      )}
      {/* The keyboard's focus ring, dark and light so that it shows on any colour; CSS shows it on :focus-visible. */}
      <g className="focus-ring">
        <rect x={x - 4} y={y - 4} width={W + 8} height={H + 8} rx={5} fill="none" stroke="#000" strokeWidth={3} />
        <rect x={x - 4} y={y - 4} width={W + 8} height={H + 8} rx={5} fill="none" stroke="#ffd600" strokeWidth={1.5} />
      </g>
    </g>
  );
});

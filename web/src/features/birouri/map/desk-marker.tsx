import Tooltip from '@mui/material/Tooltip';
import { memo, useState, type KeyboardEvent } from 'react';
import { DESK_SIZE, deskRect } from '@domain/floors/geometry.js';
import type { Desk } from '@/api/desks.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';
import { DESK_STATE_COLOR, DESK_TEXT_COLOR, type DeskState } from '../desk-state.js';
import { CUE_BAND, cueId, deskCue } from './desk-cues.js';
import {
  deskCardParking,
  deskCardState,
  deskFace,
  deskFontSize,
  deskLabel,
  LINE_BREAK,
  LINE_BREAK_SIZE,
  type DeskDetail,
} from './desk-text.js';

interface Props {
  desk: Desk;
  /** The floor's height in plan units: the desk's map coordinates count up from the bottom. */
  planHeight: number;
  state: DeskState;
  /** The desk's department or project, for its card. */
  groupName: string;
  /** The map's one tab stop (roving tabindex): 0 for the desk the keyboard is on, -1 for the others. */
  tabIndex: 0 | -1;
  /** The colleague looked for sits here, or the address asked for this desk. */
  highlighted: boolean;
  /** Words the colleagues' marks add to the accessible name (colleagues/map-colleagues.tsx). */
  note?: string;
  detail: DeskDetail;
  /** CSS px per plan unit as the map is drawn: the text is sized in px (desk-text.ts). */
  scale: number;
  onOpen(desk: Desk, state: DeskState): void;
}

const { w: W, h: H } = DESK_SIZE;
/** The map's CueDefs prefix (floor-map.tsx). */
export const MAP_CUES = 'map';

/** One desk on the map; memoised because a floor draws about a hundred of them. */
export const DeskMarker = memo(function DeskMarker({
  desk,
  planHeight,
  state,
  groupName,
  tabIndex,
  highlighted,
  note,
  detail,
  scale,
  onOpen,
}: Props) {
  const t = useT(desks);
  // The card shows on hover and on the keyboard's focus (Tooltip: focus-visible only, Escape closes it).
  const [card, setCard] = useState(false);
  const { x, y } = deskRect(desk.coordinates, planHeight);
  const face = deskFace(desk, state, detail);
  const label = note ? `${deskLabel(desk, state, face)}, ${note}` : deskLabel(desk, state, face);
  const open = () => {
    setCard(false);
    onOpen(desk, state);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const fill = DESK_STATE_COLOR[state];
  const cue = deskCue(state);
  const parking = deskCardParking(desk);
  const size = deskFontSize(scale, face);
  // Baselines that centre one line, or two, on the desk (digits stand about 0.7 of the size tall).
  const gap = size * 1.05;
  const first = face.length === 1 ? y + H / 2 + 0.35 * size : y + H / 2 - gap / 2 + 0.35 * size;
  // A halo of the desk's colour around the letters, where a zoomed-in name reaches the cue's bands.
  const text = {
    textAnchor: 'middle',
    fill: DESK_TEXT_COLOR[state],
    stroke: fill,
    strokeWidth: 2.5,
    paintOrder: 'stroke',
    strokeLinejoin: 'round',
    pointerEvents: 'none',
  } as const;
  const title = (
    <span data-desk-card={desk.deskId}>
      <strong style={{ display: 'block' }}>{t('desks.desk', { deskId: desk.deskId })}</strong>
      <span style={{ display: 'block' }}>{deskCardState(desk, state)}</span>
      <span style={{ display: 'block' }}>{t('desks.card.group', { group: groupName })}</span>
      {parking && <span style={{ display: 'block' }}>{parking}</span>}
    </span>
  );
  return (
    <Tooltip
      title={title}
      open={card}
      onOpen={() => setCard(true)}
      onClose={() => setCard(false)}
      describeChild
      disableInteractive
      arrow
      placement="top"
      slotProps={{ tooltip: { sx: { fontSize: 13, lineHeight: 1.4 } } }}
    >
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
        {highlighted && <rect x={x - 7} y={y - 7} width={W + 14} height={H + 14} rx={8} fill="none" stroke="#ff6d00" strokeWidth={4} />}
        <rect
          className="desk-body"
          x={x}
          y={y}
          width={W}
          height={H}
          rx={3}
          fill={fill}
          stroke={state === 'allocated' ? '#4a148c' : '#263238'}
          strokeWidth={state === 'mine' ? 2.5 : 1}
          strokeDasharray={state === 'allocated' ? '4 2' : undefined}
        />
        {/* The cue beside colour (desk-cues.tsx) at the desk's two ends, never under its text. */}
        {cue &&
          [x, x + W - CUE_BAND].map((bx) => (
            <rect
              key={bx}
              data-cue={cue}
              x={bx}
              y={y}
              width={CUE_BAND}
              height={H}
              fill={`url(#${cueId(MAP_CUES, cue)})`}
              pointerEvents="none"
            />
          ))}
        {face.length === 1 ? (
          <text x={x + W / 2} y={first} fontSize={size} fontWeight={700} {...text}>
            {face[0]}
          </text>
        ) : (
          <text fontSize={LINE_BREAK_SIZE} {...text}>
            <tspan x={x + W / 2} y={first} fontSize={size}>
              {face[0]}
            </tspan>
            {LINE_BREAK}
            <tspan x={x + W / 2} y={first + gap} fontSize={size} fontWeight={700}>
              {face[1]}
            </tspan>
          </text>
        )}
        {/* The keyboard's focus ring, dark and light so that it shows on any colour; CSS shows it on :focus-visible. */}
        <g className="focus-ring">
          <rect x={x - 4} y={y - 4} width={W + 8} height={H + 8} rx={5} fill="none" stroke="#000" strokeWidth={3} />
          <rect x={x - 4} y={y - 4} width={W + 8} height={H + 8} rx={5} fill="none" stroke="#ffd600" strokeWidth={1.5} />
        </g>
      </g>
    </Tooltip>
  );
});

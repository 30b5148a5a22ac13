import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import type { FormsKey } from '@/i18n/forms.js';
import { cellName, clickRange, dragRange, type TimelineCell } from './room-timeline.js';

type Range = [number, number];

interface Props {
  cells: TimelineCell[];
  /** The chosen cells, first and last; null when none of the day is chosen. */
  chosen: Range | null;
  onChoose(range: Range): void;
  /** The listbox's accessible name. */
  label: string;
  /**
   * On a phone (decisions §19): the half hours in rows of this many, each ≥ 44 px tall and
   * showing its start, instead of one row that would scroll sideways under the finger.
   */
  columns?: number;
}

const CELL_MIN_WIDTH = 26;

/** The half hour's index of an element (a cell or inside one), or null. */
function indexOf(el: EventTarget | Element | null): number | null {
  const own = (el as HTMLElement | null)?.closest?.('[data-index]')?.getAttribute('data-index');
  return own == null ? null : Number(own);
}

/** How a half hour looks: the legend names the same five. */
type Look = 'free' | 'chosen' | 'taken' | 'mine' | 'past';

const lookOf = (c: TimelineCell, selected: boolean): Look =>
  selected ? 'chosen' : c.state === 'taken' ? (c.by?.mine ? 'mine' : 'taken') : c.state;

function lookColors(theme: Theme, look: Look) {
  if (look === 'chosen') return { bgcolor: theme.palette.primary.main, borderColor: theme.palette.primary.dark };
  if (look === 'free') return { bgcolor: alpha(theme.palette.success.main, 0.12), borderColor: alpha(theme.palette.success.main, 0.5) };
  if (look === 'past') return { bgcolor: theme.palette.action.disabledBackground, borderColor: 'transparent' };
  const stripe = look === 'mine' ? alpha(theme.palette.primary.main, 0.45) : theme.palette.grey[500];
  return {
    bgcolor: theme.palette.grey[300],
    borderColor: stripe,
    backgroundImage: `repeating-linear-gradient(135deg, ${stripe} 0 3px, transparent 3px 7px)`,
  };
}

const LEGEND: { look: Look; text: FormsKey }[] = [
  { look: 'free', text: 'forms.room.legendFree' },
  { look: 'chosen', text: 'forms.room.legendChosen' },
  { look: 'taken', text: 'forms.room.legendTaken' },
  { look: 'mine', text: 'forms.room.legendMine' },
  { look: 'past', text: 'forms.room.legendPast' },
];

/**
 * A room's day in half hours (issue #14, point 10): a click chooses a free half hour as the start,
 * a second click on a later one ends the choice there (issue #21, point 1), a drag or a
 * shift-click stretches the choice from where it began, never across a taken one. By keyboard
 * the arrows move, Enter or Space click, Shift with either stretches.
 */
export function RoomDayTimeline({ cells, chosen, onChoose, label, columns }: Props) {
  const t = useT(forms);
  const firstFree = Math.max(
    0,
    cells.findIndex((c) => c.state === 'free'),
  );
  const [active, setActive] = useState(chosen?.[0] ?? firstFree);
  const [anchor, setAnchor] = useState<number | null>(null);
  // The start a click chose alone, awaiting its end: only while it is still the whole choice.
  const [start, setStart] = useState<number | null>(null);
  const awaiting = start !== null && chosen?.[0] === start && chosen[1] === start ? start : null;
  // The press in progress lives in a ref too: pointer events may outrun a render. It is a click
  // until the pointer reaches another half hour (or Shift was held): then a drag.
  const drag = useRef<{ anchor: number; at: number; range: Range; moved: boolean } | null>(null);
  const [preview, setPreview] = useState<Range | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const cellRefs = useRef<(HTMLDivElement | null)[]>([]);

  const shown = preview ?? chosen;
  // Stretching starts where the choice began, unless the choice was since made elsewhere (the exact fields).
  const from = anchor !== null && chosen && anchor >= chosen[0] && anchor <= chosen[1] ? anchor : (chosen?.[0] ?? null);
  const current = Math.min(active, cells.length - 1);

  const choose = (range: Range | null, from: number, awaited: number | null = null) => {
    if (!range) return;
    setAnchor(from);
    setStart(awaited);
    onChoose(range);
  };
  const click = (i: number) => {
    const next = clickRange(cells, awaiting, i);
    if (next) choose(next.range, next.range[0], next.start);
  };
  const stretchTo = (i: number) => (from === null ? choose(dragRange(cells, i, i), i) : choose(dragRange(cells, from, i), from));
  const moveTo = (i: number) => {
    const next = Math.max(0, Math.min(cells.length - 1, i));
    setActive(next);
    cellRefs.current[next]?.focus();
    return next;
  };

  const indexAt = (e: PointerEvent): number | null => {
    // In rows, the half hour under the pointer (the row captures it while pressed); else its share of the one row's width.
    if (columns) return indexOf(document.elementFromPoint(e.clientX, e.clientY)) ?? indexOf(e.target);
    const box = row.current?.getBoundingClientRect();
    if (box && box.width > 0)
      return Math.max(0, Math.min(cells.length - 1, Math.floor(((e.clientX - box.left) / box.width) * cells.length)));
    return indexOf(e.target);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const i = indexAt(e);
    if (e.button !== 0 || i === null) return;
    e.preventDefault();
    moveTo(i);
    const stretch = e.shiftKey && from !== null;
    const begin = stretch ? from : i;
    const range = dragRange(cells, begin, i);
    if (!range) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { anchor: begin, at: i, range, moved: stretch };
    setPreview(stretch ? range : (clickRange(cells, awaiting, i)?.range ?? range));
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    const i = indexAt(e);
    if (!d || i === null || (!d.moved && i === d.at)) return;
    const range = dragRange(cells, d.anchor, i);
    if (range && (!d.moved || range[0] !== d.range[0] || range[1] !== d.range[1])) {
      drag.current = { ...d, range, moved: true };
      setPreview(range);
    }
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    setPreview(null);
    if (d?.moved) choose(d.range, d.anchor);
    else if (d) click(d.at);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setPreview(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: cells.length - 1 };
    if (e.key in steps) {
      e.preventDefault();
      const next = moveTo(steps[e.key]);
      if (e.shiftKey) stretchTo(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (e.shiftKey) stretchTo(current);
      else click(current);
    }
  };

  const perRow = columns ?? cells.length;
  return (
    <Box sx={{ overflowX: columns ? undefined : 'auto', pb: 0.5 }}>
      <Box sx={{ minWidth: columns ? undefined : cells.length * CELL_MIN_WIDTH }}>
        <Box aria-hidden sx={{ display: columns ? 'none' : 'grid', gridTemplateColumns: `repeat(${cells.length}, 1fr)` }}>
          {cells.map((c, i) =>
            c.label.slice(3, 5) === '00' ? (
              <Typography
                key={c.label}
                variant="caption"
                color="text.secondary"
                sx={{ gridColumn: `${i + 1} / span ${Math.min(2, cells.length - i)}` }}
              >
                {c.label.slice(0, 2)}
              </Typography>
            ) : null,
          )}
        </Box>
        <Box
          ref={row}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          aria-orientation="horizontal"
          aria-describedby={hintId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${perRow}, 1fr)`,
            gap: columns ? '4px' : '2px',
            touchAction: 'none',
            userSelect: 'none',
          }}
        >
          {cells.map((c, i) => {
            const selected = shown !== null && i >= shown[0] && i <= shown[1];
            const cell = (
              <Box
                key={c.label}
                ref={(el: HTMLDivElement | null) => {
                  cellRefs.current[i] = el;
                }}
                role="option"
                data-index={i}
                aria-label={cellName(c)}
                aria-selected={selected}
                aria-disabled={c.state !== 'free'}
                tabIndex={i === current ? 0 : -1}
                sx={(theme) => ({
                  height: columns ? 44 : 40,
                  ...(columns && {
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    typography: 'body2',
                    color: selected ? 'primary.contrastText' : 'text.primary',
                  }),
                  border: 1,
                  borderRadius: 0.5,
                  cursor: c.state === 'free' ? 'pointer' : 'not-allowed',
                  ...lookColors(theme, lookOf(c, selected)),
                  '&:focus-visible': { outline: `3px solid ${theme.palette.warning.main}`, outlineOffset: 1 },
                })}
              >
                {columns ? <span aria-hidden>{c.label.slice(0, 5)}</span> : null}
              </Box>
            );
            return c.state === 'taken' ? (
              <Tooltip key={c.label} title={cellName(c)} describeChild>
                {cell}
              </Tooltip>
            ) : (
              cell
            );
          })}
        </Box>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap aria-hidden sx={{ mt: 1, flexWrap: 'wrap' }}>
        {LEGEND.map(({ look, text }) => (
          <Stack key={look} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={(theme) => ({ width: 14, height: 14, border: 1, borderRadius: 0.5, ...lookColors(theme, look) })} />
            <Typography variant="caption">{t(text)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(columns ? 'forms.room.hintTouch' : 'forms.room.hintClick')}
      </Typography>
    </Box>
  );
}

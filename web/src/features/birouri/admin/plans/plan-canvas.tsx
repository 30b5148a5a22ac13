import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { screenToPlan, wholePlan, type Point } from '@domain/floors/geometry.js';
import type { FloorInfo } from '@/api/floors.js';
import { FloorPlanDrawing } from '@/features/birouri/map/floor-plan-svg.js';
import { plans } from '@/i18n/plans.js';
import { useT } from '@/i18n/use-t.js';
import {
  arrowOffset,
  clampPosition,
  clickSelection,
  itemKey,
  itemRect,
  itemsInside,
  moveBy,
  rectBetween,
  type PlanItem,
  type Step,
} from './plan-edits.js';
import { roomWords } from './plan-words.js';

interface Props {
  floor: FloorInfo;
  items: PlanItem[];
  selected: ReadonlySet<string>;
  onSelect(keys: Set<string>): void;
  onMove(step: Step): void;
  /** A click on empty space: a new desk there. */
  onAddAt(p: Point): void;
  /** Delete pressed: these items (the selection, or the item the keyboard is on). */
  onDelete(keys: string[]): void;
  /** What a desk's groups are called, for its name. */
  groupsText(ids: string[]): string;
}

// The editor's colours: a desk with groups, one without (nobody may book it), a room (the map's orange).
const FILL = { desk: '#1976d2', deskWithoutGroup: '#90a4ae', room: '#fb8c00' } as const;

// A pointer that moves less than this (plan units) has clicked, not dragged.
const CLICK_SLOP = 3;

const CANVAS_CSS = `
g[data-item] { cursor: move; }
g[data-item]:focus { outline: none; }
g[data-item] > .focus-ring { display: none; }
g[data-item]:focus-visible > .focus-ring { display: inline; }
`;

type Gesture =
  | { kind: 'drag'; key: string; keys: string[]; start: Point; delta: Point }
  | { kind: 'band'; start: Point; end: Point; additive: boolean }
  | null;

/**
 * The floor's plan as the editor draws it: its desks and rooms over the plan and its zones. Drag
 * an item (or the selection) to move it; Shift or Ctrl and a click add to the selection; a
 * rectangle drawn on empty space selects what it covers; a click on empty space adds a desk there.
 * From the keyboard: Tab to an item, Enter chooses it, Space adds it, the arrow keys move the
 * selection (Shift: further), Delete deletes it, Escape lets it go.
 */
export function PlanCanvas({ floor, items, selected, onSelect, onMove, onAddAt, onDelete, groupsText }: Props) {
  const t = useT(plans);
  const svgRef = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture>(null);
  const byKey = new Map(items.map((i) => [itemKey(i), i]));

  // The canvas shows the whole floor (its viewBox).
  const at = (e: PointerEvent) => screenToPlan({ x: e.clientX, y: e.clientY }, svgRef.current!.getBoundingClientRect(), wholePlan(floor));
  const chosen = (keys: Iterable<string>) => [...keys].map((k) => byKey.get(k)).filter((i): i is PlanItem => !!i);

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const key = (e.target as Element).closest('[data-item]')?.getAttribute('data-item');
    const additive = e.shiftKey || e.ctrlKey || e.metaKey;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (key && additive) return onSelect(clickSelection(selected, key, true));
    if (key) {
      const keys = selected.has(key) ? [...selected] : [key];
      if (!selected.has(key)) onSelect(new Set(keys));
      return setGesture({ kind: 'drag', key, keys, start: at(e), delta: { x: 0, y: 0 } });
    }
    const p = at(e);
    setGesture({ kind: 'band', start: p, end: p, additive });
  };

  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!gesture) return;
    const p = at(e);
    if (gesture.kind === 'drag') setGesture({ ...gesture, delta: { x: p.x - gesture.start.x, y: p.y - gesture.start.y } });
    else setGesture({ ...gesture, end: p });
  };

  const onPointerUp = () => {
    const g = gesture;
    setGesture(null);
    if (!g) return;
    if (g.kind === 'drag') {
      if (Math.abs(g.delta.x) >= CLICK_SLOP || Math.abs(g.delta.y) >= CLICK_SLOP)
        onMove(moveBy(chosen(g.keys), g.delta.x, g.delta.y, floor));
      // A click, not a drag, on an item of a larger selection chooses it alone.
      else if (g.keys.length > 1) onSelect(new Set([g.key]));
      return;
    }
    const area = rectBetween(g.start, g.end);
    if (area.w < CLICK_SLOP && area.h < CLICK_SLOP) {
      onSelect(new Set());
      return onAddAt(clampPosition({ kind: 'desk', w: 0, h: 0 }, g.start, floor));
    }
    const inside = itemsInside(items, area).map(itemKey);
    onSelect(new Set(g.additive ? [...selected, ...inside] : inside));
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const key = (e.target as Element).closest('[data-item]')?.getAttribute('data-item');
    if (!key) return;
    const offset = arrowOffset(e.key, e.shiftKey);
    if (offset) {
      e.preventDefault(); // the page does not scroll
      const keys = selected.has(key) ? [...selected] : [key];
      if (!selected.has(key)) onSelect(new Set(keys));
      onMove(moveBy(chosen(keys), offset.x, offset.y, floor));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onSelect(new Set([key]));
    } else if (e.key === ' ') {
      e.preventDefault();
      onSelect(clickSelection(selected, key, true));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      const keys = selected.has(key) ? [...selected] : [key];
      onSelect(new Set(keys));
      onDelete(keys);
    } else if (e.key === 'Escape') {
      onSelect(new Set());
    }
  };

  // The items dragged are drawn where the pointer takes them, kept on the floor.
  const dragged =
    gesture?.kind === 'drag'
      ? new Map(moveBy(chosen(gesture.keys), gesture.delta.x, gesture.delta.y, floor).map((m) => [itemKey(m), m.to]))
      : null;
  const band = gesture?.kind === 'band' ? rectBetween(gesture.start, gesture.end) : null;

  return (
    <svg
      ref={svgRef}
      role="group"
      aria-label={t('plans.canvas.label', { floor: floor.floor })}
      viewBox={`0 0 ${floor.width} ${floor.height}`}
      style={{ width: '100%', height: 'auto', display: 'block', touchAction: 'none', userSelect: 'none', cursor: 'crosshair' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setGesture(null)}
      onKeyDown={onKeyDown}
    >
      <style>{CANVAS_CSS}</style>
      <FloorPlanDrawing floor={floor} />
      {items.map((i) => {
        const key = itemKey(i);
        const to = dragged?.get(key);
        const shown = to ? { ...i, ...to } : i;
        return <ItemShape key={key} item={shown} itemKey={key} selected={selected.has(key)} groups={groupsText(i.groupsIdList)} />;
      })}
      {band && (
        <rect
          x={band.x}
          y={band.y}
          width={band.w}
          height={band.h}
          fill="#1e88e5"
          fillOpacity={0.1}
          stroke="#1e88e5"
          strokeDasharray="6 4"
        />
      )}
    </svg>
  );
}

function ItemShape({ item, itemKey: key, selected, groups }: { item: PlanItem; itemKey: string; selected: boolean; groups: string }) {
  const t = useT(plans);
  const r = itemRect(item);
  const desk = item.kind === 'desk';
  const name = desk
    ? t('plans.canvas.desk', { id: item.id })
    : t('plans.canvas.room', { room: roomWords().title(item.label), id: item.id });
  const fill = desk ? (item.groupsIdList.length ? FILL.desk : FILL.deskWithoutGroup) : FILL.room;
  return (
    <g
      data-item={key}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={groups ? t('plans.canvas.withGroups', { name, groups }) : t('plans.canvas.noGroup', { name })}
      data-x={item.x}
      data-y={item.y}
    >
      <rect
        x={r.x}
        y={r.y}
        width={r.w}
        height={r.h}
        rx={3}
        fill={fill}
        fillOpacity={desk ? 1 : 0.85}
        stroke={selected ? '#ff6d00' : '#263238'}
        strokeWidth={selected ? 3 : 1}
      />
      <text
        x={r.x + r.w / 2}
        y={desk ? r.y + r.h / 2 + 4 : r.y + r.h / 2 + 5}
        textAnchor="middle"
        fontSize={desk ? 12 : 15}
        fontWeight={600}
        fill="#fff"
        pointerEvents="none"
      >
        {item.label}
      </text>
      <g className="focus-ring">
        <rect x={r.x - 4} y={r.y - 4} width={r.w + 8} height={r.h + 8} rx={5} fill="none" stroke="#000" strokeWidth={3} />
        <rect x={r.x - 4} y={r.y - 4} width={r.w + 8} height={r.h + 8} rx={5} fill="none" stroke="#ffd600" strokeWidth={1.5} />
      </g>
    </g>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FloorInfo } from '@/api/floors.js';
import { createQueryClient } from '@/app/providers.js';
import { PlanCanvas } from './plan-canvas.js';
import type { PlanItem, Step } from './plan-edits.js';

// The editor's plan (decisions §18) from the keyboard and the pointer: what is selected, what a
// gesture moves, and where a click on empty space puts a new desk.

const FLOOR: FloorInfo = { floor: 9, name: 'Etajul 9', width: 1000, height: 600, planUrl: null, zones: [] };
const desk = (id: string, x: number, y: number): PlanItem => ({
  kind: 'desk',
  id,
  x,
  y,
  w: 0,
  h: 0,
  groupsIdList: ['it'],
  label: id.split('-')[1],
});
const ITEMS: PlanItem[] = [
  desk('9-1', 100, 100),
  desk('9-2', 200, 100),
  desk('9-3', 300, 300),
  { kind: 'room', id: 'E9-01', x: 600, y: 40, w: 200, h: 100, groupsIdList: [], label: 'Sala Mare' },
];

function Harness({
  onMove,
  onAddAt,
  onDelete,
}: {
  onMove(s: Step): void;
  onAddAt(p: { x: number; y: number }): void;
  onDelete(keys: string[]): void;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <PlanCanvas
      floor={FLOOR}
      items={ITEMS}
      selected={selected}
      onSelect={setSelected}
      onMove={onMove}
      onAddAt={onAddAt}
      onDelete={onDelete}
      groupsText={(ids) => ids.join(', ')}
    />
  );
}

function show() {
  const calls = { onMove: vi.fn<(s: Step) => void>(), onAddAt: vi.fn(), onDelete: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...calls} />
    </QueryClientProvider>,
  );
  const svg = screen.getByRole('group', { name: 'Planul etajului 9' });
  // The plan drawn 500 × 300 px at the page's top-left: half a plan unit per pixel.
  svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 300, right: 500, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  return { ...calls, svg };
}
const item = (name: RegExp) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('the plan in the editor', () => {
  it('names every desk and room with its groups, none selected at first', () => {
    show();
    expect(item(/^Biroul 9-1, grupuri: it$/).getAttribute('aria-pressed')).toBe('false');
    expect(item(/^Sala Mare \(E9-01\), fără grup$/)).toBeTruthy();
  });

  it('moves the desk the keyboard is on with the arrow keys, further with Shift, each press a move', () => {
    const { onMove } = show();
    fireEvent.keyDown(item(/^Biroul 9-1,/), { key: 'ArrowRight' });
    expect(onMove).toHaveBeenLastCalledWith([{ kind: 'desk', id: '9-1', from: { x: 100, y: 100 }, to: { x: 105, y: 100 } }]);
    expect(item(/^Biroul 9-1,/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(item(/^Biroul 9-1,/), { key: 'ArrowDown', shiftKey: true });
    expect(onMove).toHaveBeenLastCalledWith([{ kind: 'desk', id: '9-1', from: { x: 100, y: 100 }, to: { x: 100, y: 125 } }]);
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('adds to the selection with Space or a Shift-click, and moves the whole selection together', () => {
    const { onMove } = show();
    fireEvent.keyDown(item(/^Biroul 9-1,/), { key: 'Enter' });
    fireEvent.keyDown(item(/^Biroul 9-2,/), { key: ' ' });
    fireEvent.pointerDown(item(/^Biroul 9-3,/), { button: 0, shiftKey: true, clientX: 150, clientY: 150 });
    fireEvent.pointerUp(item(/^Biroul 9-3,/));
    expect(['9-1', '9-2', '9-3'].map((id) => item(new RegExp(`^Biroul ${id},`)).getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    fireEvent.keyDown(item(/^Biroul 9-2,/), { key: 'ArrowLeft' });
    expect(onMove.mock.lastCall![0].map((m) => [m.id, m.to.x])).toEqual([
      ['9-1', 95],
      ['9-2', 195],
      ['9-3', 295],
    ]);
    // A plain click (no drag) on one of them chooses it alone.
    fireEvent.pointerDown(item(/^Biroul 9-2,/), { button: 0, clientX: 100, clientY: 50 });
    fireEvent.pointerUp(item(/^Biroul 9-2,/));
    expect(['9-1', '9-2', '9-3'].map((id) => item(new RegExp(`^Biroul ${id},`)).getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
    ]);
  });

  it('drags a desk: the move saved once, where the pointer let go (in plan units)', () => {
    const { onMove, svg } = show();
    fireEvent.pointerDown(item(/^Biroul 9-2,/), { button: 0, clientX: 100, clientY: 50 });
    fireEvent.pointerMove(svg, { clientX: 120, clientY: 60 });
    fireEvent.pointerMove(svg, { clientX: 150, clientY: 75 });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.pointerUp(svg, { clientX: 150, clientY: 75 });
    expect(onMove).toHaveBeenCalledExactlyOnceWith([{ kind: 'desk', id: '9-2', from: { x: 200, y: 100 }, to: { x: 300, y: 150 } }]);
  });

  it('selects what a rectangle drawn on empty space covers', () => {
    const { onAddAt, svg } = show();
    fireEvent.pointerDown(svg, { button: 0, clientX: 20, clientY: 20 });
    fireEvent.pointerMove(svg, { clientX: 125, clientY: 80 });
    fireEvent.pointerUp(svg);
    expect(['9-1', '9-2', '9-3'].map((id) => item(new RegExp(`^Biroul ${id},`)).getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(onAddAt).not.toHaveBeenCalled();
  });

  it('offers a new desk where empty space is clicked, and Delete asks to delete the selection', () => {
    const { onAddAt, onDelete, svg } = show();
    fireEvent.pointerDown(svg, { button: 0, clientX: 250, clientY: 200 });
    fireEvent.pointerUp(svg);
    expect(onAddAt).toHaveBeenCalledExactlyOnceWith({ x: 500, y: 400 });
    fireEvent.keyDown(item(/^Biroul 9-3,/), { key: 'Delete' });
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(['desk:9-3']);
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { AdminList, type AdminListProps } from './admin-list.js';

interface Row {
  id: string;
  name: string;
  floor: number;
}

const ROWS: Row[] = [
  { id: 'r1', name: 'Sala Prut', floor: 4 },
  { id: 'r2', name: 'Sala Olt', floor: 5 },
];
const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Sala', width: 160 },
  { field: 'floor', headerName: 'Etaj', width: 80 },
];
const byName = (row: Row, search: string) => row.name.toLowerCase().includes(search.trim().toLowerCase());

function show(props: Partial<AdminListProps<Row>> = {}) {
  return render(
    <AdminList<Row>
      title="Săli"
      searchLabel="Căutați sala"
      rows={ROWS}
      columns={COLUMNS}
      loading={false}
      matches={byName}
      // jsdom lays nothing out: without virtualization the grid draws every row and column.
      grid={{ disableVirtualization: true }}
      {...props}
    />,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Săli' });
const cell = (name: string) => within(grid()).queryByRole('gridcell', { name });

afterEach(cleanup);

// The grid's first drawing is slow in jsdom, and slower on a busy machine.
describe('an administration list', { timeout: 20_000 }, () => {
  it('names its table by its heading and keeps the rows its search matches', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Săli' })).toBeTruthy();
    expect(cell('Sala Prut')).toBeTruthy();
    expect(cell('Sala Olt')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Căutați sala' }), { target: { value: ' prut ' } });
    expect(cell('Sala Prut')).toBeTruthy();
    expect(cell('Sala Olt')).toBeNull();
  });

  it('leaves a search it does not keep to its screen, and the rows as they come', () => {
    const onChange = vi.fn();
    show({ search: { value: 'olt', onChange }, matches: undefined });
    const field = screen.getByRole('searchbox', { name: 'Căutați sala' });
    expect((field as HTMLInputElement).value).toBe('olt');
    // The server searched already: both rows stay.
    expect(cell('Sala Prut')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'oltul' } });
    expect(onChange).toHaveBeenCalledWith('oltul');
  });

  it('opens the dialog of a row clicked, or of one where Enter is pressed, and closes it', () => {
    show({ dialog: (row, close) => <div role="dialog" aria-label={`Setările sălii ${row.name}`} onClick={close} /> });
    fireEvent.click(cell('Sala Olt')!);
    const dialog = screen.getByRole('dialog', { name: 'Setările sălii Sala Olt' });
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(cell('Sala Prut')!, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Setările sălii Sala Prut' })).toBeTruthy();
  });

  it('gives a row to onOpen when it opens no dialog', () => {
    const onOpen = vi.fn();
    show({ onOpen });
    fireEvent.click(cell('Sala Prut')!);
    expect(onOpen).toHaveBeenCalledWith(ROWS[0]);
  });

  it('says when nothing is there, and why the rows did not load', () => {
    show({ rows: [], error: new Error('offline') });
    expect(within(grid()).getByText('Lipsă date')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MSG.genericError);
  });

  it('says so when the search matches nothing', () => {
    show();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Căutați sala' }), { target: { value: 'Dunărea' } });
    expect(within(grid()).getByText('Lipsă date')).toBeTruthy();
  });
});

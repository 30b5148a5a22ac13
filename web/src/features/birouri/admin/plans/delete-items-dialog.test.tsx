import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers.js';
import { DeleteItemsDialog } from './delete-items-dialog.js';
import type { PlanItem } from './plan-edits.js';

// Deleting desks from the editor (decisions §18): the question counts the future reservations
// the deletion cancels (a dry run per item, nothing deleted), and only the answer deletes.

const envelope = (payload: unknown) =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const desk = (id: string): PlanItem => ({ kind: 'desk', id, x: 100, y: 100, w: 0, h: 0, groupsIdList: [], label: id });
/** The bodies sent to a path, in order. */
const bodies = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the deletion of desks in the editor', () => {
  it('says how many future reservations it cancels and that their holders are e-mailed; deletes only when confirmed', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { deskId?: string };
      if (String(url).endsWith('/api/desks/delete')) return envelope({ cancelled: body.deskId === '7-2' ? 1 : 0 });
      return envelope([]);
    });
    const onDeleted = vi.fn();
    render(
      <Providers>
        <DeleteItemsDialog items={[desk('7-1'), desk('7-2')]} onClose={() => undefined} onDeleted={onDeleted} />
      </Providers>,
    );
    expect(
      await screen.findByText(
        'Se vor șterge 2 birouri. Istoricul lor rămâne în statistici. 1 rezervare viitoare va fi anulată, iar titularul ei va fi anunțat prin e-mail.',
      ),
    ).toBeTruthy();
    expect(bodies('/api/desks/delete')).toEqual([
      { deskId: '7-1', dryRun: true },
      { deskId: '7-2', dryRun: true },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Ștergeți' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(bodies('/api/desks/delete').slice(2)).toEqual([
      { deskId: '7-1', dryRun: false },
      { deskId: '7-2', dryRun: false },
    ]);
    expect(await screen.findByText('2 elemente au fost șterse; 1 rezervare a fost anulată.')).toBeTruthy();
  });
});

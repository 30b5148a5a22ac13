import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './client.js';

// Issue #14, point 1: a double click writes once. A write identical to one in flight shares its
// answer; reads, other writes and the same write once the first has answered go out as usual.

const answer = (payload: unknown) =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('writes in flight', () => {
  it('sends a write made twice at once one time, and both callers get its answer', async () => {
    const fetch = vi.fn(async () => answer({ _id: 'r1' }));
    vi.stubGlobal('fetch', fetch);
    const body = { deskId: '4-1', reservationDate: '2027-03-02' };
    const [a, b] = await Promise.all([request('/reservations/desks/update', { body }), request('/reservations/desks/update', { body })]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ _id: 'r1' });
    expect(b).toEqual({ _id: 'r1' });
  });

  it('sends different writes, reads, and the same write again once answered', async () => {
    const fetch = vi.fn(async () => answer(null));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([
      request('/reservations/desks/update', { body: { deskId: '4-1' } }),
      request('/reservations/desks/update', { body: { deskId: '4-2' } }),
      request('/desks?date=2027-03-02'),
      request('/desks?date=2027-03-02'),
    ]);
    expect(fetch).toHaveBeenCalledTimes(4);
    await request('/reservations/desks/update', { body: { deskId: '4-1' } });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('lets a refused write be tried again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ err: 409, payload: null, message: 'ocupat' }), { status: 409 }));
    vi.stubGlobal('fetch', fetch);
    await expect(request('/x', { body: {} })).rejects.toThrow('ocupat');
    await expect(request('/x', { body: {} })).rejects.toThrow('ocupat');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

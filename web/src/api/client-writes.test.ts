import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, request } from './client.js';

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

  it("puts a write's path parameters in its path, and sends it with an empty body", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer({ _id: 'd2' }));
    vi.stubGlobal('fetch', fetch);
    await apiCall('POST /webhooks/:id/deliveries/:deliveryId/retry', { id: 'w 1', deliveryId: 'd1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toMatch(/\/api\/webhooks\/w%201\/deliveries\/d1\/retry$/);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
  });

  it('lets a refused write be tried again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ err: 409, payload: null, message: 'ocupat' }), { status: 409 }));
    vi.stubGlobal('fetch', fetch);
    await expect(request('/x', { body: {} })).rejects.toThrow('ocupat');
    await expect(request('/x', { body: {} })).rejects.toThrow('ocupat');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

// Issue #38, point 11: a booking or a cancellation carries the Idempotency-Key of the user's action;
// the same action sent again after it got no answer (the network's failure, the server's 503) keeps
// it, so that the server answers what it did instead of doing it twice.
describe('the Idempotency-Key of an action', () => {
  const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));
  const unavailable = () =>
    new Response(JSON.stringify({ err: 503, payload: null, message: 'indisponibil', reason: 'unavailable' }), { status: 503 });
  const refused = () => new Response(JSON.stringify({ err: 409, payload: null, message: 'ocupat', reason: 'desk.taken' }), { status: 409 });
  const booking = { deskId: '4-1', reservationDate: '2027-03-02' };

  it('sends a new key with each booking and cancellation, and none with other calls', async () => {
    const fetch = vi.fn(async () => answer({}));
    vi.stubGlobal('fetch', fetch);
    await apiCall('POST /reservations/desks/update', booking);
    await apiCall('POST /reservations/desks/update', booking);
    await apiCall('GET /reservations/parking/delete/:id', { id: '0b6f3c1e-8d0a-4f5e-9a41-2f0d6c7b8e91' });
    await apiCall('POST /reservations/desks/group', { groupId: 'it' });
    const [a, b, c, none] = keysSent(fetch);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(none).toBeNull();
  });

  it('sends the same key when the action is tried again after a network failure or a 503, and a new one once it is answered', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(answer({ _id: 'r1' }))
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(refused());
    vi.stubGlobal('fetch', fetch);
    await expect(apiCall('POST /reservations/desks/update', booking)).rejects.toMatchObject({ reason: 'network' });
    await expect(apiCall('POST /reservations/desks/update', booking)).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(apiCall('POST /reservations/desks/update', booking)).resolves.toEqual({ _id: 'r1' });
    // Answered: the next click is a new action; a refusal is an answer too.
    await expect(apiCall('POST /reservations/desks/update', booking)).rejects.toMatchObject({ reason: 'desk.taken' });
    await expect(apiCall('POST /reservations/desks/update', booking)).rejects.toMatchObject({ reason: 'desk.taken' });
    const [first, afterFailure, after503, next, afterRefusal] = keysSent(fetch);
    expect([afterFailure, after503]).toEqual([first, first]);
    expect(new Set([first, next, afterRefusal]).size).toBe(3);
  });

  it('gives another action (another desk) its own key while the first waits to be tried again', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => answer({}));
    vi.stubGlobal('fetch', fetch);
    await expect(apiCall('POST /reservations/desks/update', booking)).rejects.toMatchObject({ reason: 'network' });
    await apiCall('POST /reservations/desks/update', { ...booking, deskId: '4-2' });
    await apiCall('POST /reservations/desks/update', booking);
    const [first, other, retried] = keysSent(fetch);
    expect(other).not.toBe(first);
    expect(retried).toBe(first);
  });
});

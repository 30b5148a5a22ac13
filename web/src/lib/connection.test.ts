import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionRestored, connectionState, reconnectDelay, retryingImport, retryNow } from './connection.js';

// Issue #21, point 2: a module that cannot be loaded while the server is down is waited for, not
// thrown into the render.

afterEach(() => {
  vi.useRealTimers();
  connectionRestored();
});

describe('retryingImport', () => {
  it('tries again with a growing pause, says the connection is lost meanwhile, and answers the module', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('again'))
      .mockResolvedValue({ default: 'form' });
    const loaded = retryingImport(load)();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(connectionState()).toBe('server');
    await vi.advanceTimersByTimeAsync(reconnectDelay(0));
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(reconnectDelay(1));
    await expect(loaded).resolves.toEqual({ default: 'form' });
    expect(connectionState()).toBe('ok');
  });

  // Issue #39, point 10: a panel's 'Reîncercați', or any call answered meanwhile, tries at once.
  it("tries again at once on retryNow ('Reîncercați') and when another call is answered", async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const loaded = retryingImport(load)();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(reconnectDelay(i));
    expect(load).toHaveBeenCalledTimes(5); // now pausing 5 s
    retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(6);
    load.mockResolvedValue({ default: 'form' });
    connectionRestored();
    await vi.advanceTimersByTimeAsync(0);
    await expect(loaded).resolves.toEqual({ default: 'form' });
    expect(load).toHaveBeenCalledTimes(7);
  });

  it('waits 1 s, 2 s, 4 s, then every 5 s', () => {
    expect([0, 1, 2, 3, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

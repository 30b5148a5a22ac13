import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionRestored, connectionState, reconnectDelay, retryingImport } from './connection.js';

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

  it('waits 1 s, 2 s, 4 s, then every 5 s', () => {
    expect([0, 1, 2, 3, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './events.js';

describe("a webhook delivery's retries (decisions §23)", () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    expect(MAX_ATTEMPTS).toBe(7);
    expect(retryDelayMs(7)).toBeNull();
    expect(retryDelayMs(0)).toBeNull();
  });
});

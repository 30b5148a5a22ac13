import { describe, expect, it } from 'vitest';
import { keysetBatches } from './file-replies.js';

// Batches of two numbers, each after the last one read: 1 2, 3 4, … up to `last`.
const counting =
  (last: number, reads: number[], failAfter = Infinity) =>
  async (after: number) => {
    reads.push(after);
    if (after >= failAfter) throw new Error('the database went away');
    return [after + 1, after + 2].filter((n) => n <= last);
  };

describe('keyset batches read ahead', () => {
  it('ask for the next batch while the consumer holds one, never two ahead', async () => {
    const reads: number[] = [];
    const batches = keysetBatches(counting(6, reads), 0, (n) => n, 2)[Symbol.asyncIterator]();
    expect((await batches.next()).value).toEqual([1, 2]);
    expect(reads).toEqual([0, 2]);
    expect((await batches.next()).value).toEqual([3, 4]);
    expect(reads).toEqual([0, 2, 4]);
    expect((await batches.next()).value).toEqual([5, 6]);
    expect(reads).toEqual([0, 2, 4, 6]);
    expect((await batches.next()).done).toBe(true);
  });

  it('read on from the last row of a batch the consumer has emptied', async () => {
    const all: number[] = [];
    for await (const rows of keysetBatches(counting(5, []), 0, (n) => n, 2)) {
      all.push(...rows);
      rows.length = 0; // as a writer lets go of what it has written
    }
    expect(all).toEqual([1, 2, 3, 4, 5]);
  });

  it('stop after a short batch', async () => {
    const reads: number[] = [];
    const all: number[][] = [];
    for await (const rows of keysetBatches(counting(5, reads), 0, (n) => n, 2)) all.push(rows);
    expect(all).toEqual([[1, 2], [3, 4], [5]]);
    expect(reads).toEqual([0, 2, 4]);
  });

  it('throw a read ahead that failed when its batch is asked for, and leave it unheard once the consumer has stopped', async () => {
    const batches = keysetBatches(counting(10, [], 2), 0, (n) => n, 2)[Symbol.asyncIterator]();
    expect((await batches.next()).value).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the read ahead fails meanwhile: an unhandled rejection would fail the run
    await expect(batches.next()).rejects.toThrow('the database went away');

    const reads: number[] = [];
    for await (const rows of keysetBatches(counting(10, reads, 2), 0, (n) => n, 2)) {
      expect(rows).toEqual([1, 2]);
      break; // the client went away
    }
    expect(reads).toEqual([0, 2]);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

import { describe, expect, it } from 'vitest';
import { bookDaysInTurn } from './book-days.js';
import { ApiError, NETWORK_REASON } from '@/api/client.js';

describe('booking several days', () => {
  it('books the days in order, one at a time, and keeps each outcome', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const refusal = new Error('taken');
    const outcomes = await bookDaysInTurn(['2027-03-04', '2027-03-02', '2027-03-03', '2027-03-02'], async (day) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      sent.push(day);
      await new Promise((r) => setTimeout(r, 1));
      inFlight -= 1;
      if (day === '2027-03-03') throw refusal;
    });
    expect(most).toBe(1);
    expect(sent).toEqual(['2027-03-02', '2027-03-03', '2027-03-04']);
    expect(outcomes).toEqual([
      { day: '2027-03-02', ok: true },
      { day: '2027-03-03', ok: false, error: refusal },
      { day: '2027-03-04', ok: true },
    ]);
  });
});

describe('booking several days without an answer', () => {
  const offline = new ApiError(0, 'Nu sunteți conectat la internet.', NETWORK_REASON.offline);

  it('throws when the first day gets no answer, so that the panel offers to try again', async () => {
    const sent: string[] = [];
    await expect(
      bookDaysInTurn(['2027-03-02', '2027-03-03'], async (day) => {
        sent.push(day);
        throw offline;
      }),
    ).rejects.toBe(offline);
    expect(sent).toEqual(['2027-03-02']);
  });

  it('keeps the days already booked and stops at the first day without an answer', async () => {
    const outcomes = await bookDaysInTurn(['2027-03-02', '2027-03-03', '2027-03-04'], async (day) => {
      if (day !== '2027-03-02') throw offline;
    });
    expect(outcomes).toEqual([
      { day: '2027-03-02', ok: true },
      { day: '2027-03-03', ok: false, error: offline },
    ]);
  });
});

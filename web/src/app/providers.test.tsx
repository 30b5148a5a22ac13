import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { ApiError, NETWORK_REASON } from '../api/client.js';
import { deskReservationKeys } from '../api/queries/desks.js';
import { toUser } from '../lib/user-valid.js';
import { useSession, type Session } from '../lib/session.js';
import { createQueryClient, Providers } from './providers.js';

// The session is in the first download and has no query cache; the shell's cache is emptied
// through it, so that one user's answers never show to the next.
const ana = toUser({ uuid: 'u-1', username: 'ana', building: '1' }) as UserInfo;

function renderShell() {
  const client = createQueryClient();
  const session: { current?: Session } = {};
  function Grab() {
    session.current = useSession();
    return null;
  }
  render(
    <Providers queryClient={client}>
      <Grab />
    </Providers>,
  );
  return { client, session: () => session.current! };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the shell’s query cache', () => {
  it('is emptied at a login and at the end of a session', () => {
    const { client, session } = renderShell();
    const upcoming = deskReservationKeys.upcoming('u-1');
    client.setQueryData(upcoming, ['of the previous user']);
    act(() => session().signIn(ana, 'tok-1'));
    expect(client.getQueryData(upcoming)).toBeUndefined();

    client.setQueryData(upcoming, ['of ana']);
    act(() => session().endSession());
    expect(client.getQueryData(upcoming)).toBeUndefined();
  });
});

describe('the shell’s retries (issue #21, point 2)', () => {
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;
  const network = (reason: string) => new ApiError(0, 'x', reason);

  it('asks again a query the server did not answer, or answered with a failure of its own, twice', () => {
    for (const error of [network(NETWORK_REASON.network), new ApiError(500, 'x')]) {
      expect([0, 1, 2].map((count) => retry(count, error))).toEqual([true, true, false]);
    }
  });

  it('never asks again a refusal, a call refused offline or one left unanswered', () => {
    for (const error of [
      new ApiError(400, 'x'),
      new ApiError(404, 'x'),
      network(NETWORK_REASON.offline),
      network(NETWORK_REASON.timeout),
    ]) {
      expect(retry(0, error)).toBe(false);
    }
  });
});

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../domain/schemas/accounts.js';
import { toUser } from '../features/auth/user-valid.js';
import { useSession, type Session } from '../features/auth/session.js';
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
    client.setQueryData(['desk-reservations', 'upcoming'], ['of the previous user']);
    act(() => session().signIn(ana, 'tok-1'));
    expect(client.getQueryData(['desk-reservations', 'upcoming'])).toBeUndefined();

    client.setQueryData(['desk-reservations', 'upcoming'], ['of ana']);
    act(() => session().endSession());
    expect(client.getQueryData(['desk-reservations', 'upcoming'])).toBeUndefined();
  });
});

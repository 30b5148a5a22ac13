import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMeta, type AppMeta } from '@/api/accounts.js';
import { renderRoute } from '@/test/render-route.js';
import { LoginFirst } from './login-first.js';
import { testMeta } from '@/test/meta.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  getMeta: vi.fn(),
}));

const META: AppMeta = testMeta({ testClock: false, oidc: true });

// An e-mailed link's page (here the tower's cancellation) before its owner has signed in.
const routes = [
  {
    path: '/turn/cancelation/:id',
    element: (
      <LoginFirst title="Anularea rezervării" text="Intrați în cont pentru a anula rezervarea de parcare.">
        {() => <p>Întrebarea</p>}
      </LoginFirst>
    ),
  },
];

describe('LoginFirst', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.mocked(getMeta).mockReset();
  });

  it('keeps what was typed when the company sign-in is announced after the form is shown', async () => {
    let answer: (m: AppMeta) => void = () => undefined;
    vi.mocked(getMeta).mockReturnValue(new Promise<AppMeta>((resolve) => (answer = resolve)));
    renderRoute(routes, '/turn/cancelation/abc');
    fireEvent.change(await screen.findByLabelText('Nume utilizator'), { target: { value: 'turn' } });
    fireEvent.change(screen.getByLabelText('Parolă'), { target: { value: 'demo1234' } });

    await act(async () => answer(META));
    expect(await screen.findByRole('link', { name: 'Autentificare cu contul companiei' })).toBeTruthy();
    expect((screen.getByLabelText('Nume utilizator') as HTMLInputElement).value).toBe('turn');
    expect((screen.getByLabelText('Parolă') as HTMLInputElement).value).toBe('demo1234');
  });
});

import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyToken } from '@/api/accounts.js';
import { TOKEN_KEY } from '@/api/client.js';
import { renderInSession } from '@/test/render-route.js';
import { routes } from '../router.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the tower header on a phone', () => {
  it('shows the account page and the user menu as two different icons, each named', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    localStorage.setItem(TOKEN_KEY, 'tok');
    vi.mocked(verifyToken).mockResolvedValue({
      uuid: 'u-1',
      username: 'tudor',
      name: 'Tudor',
      role: 'user',
      building: '2',
      buildingList: ['2'],
      adminOf: [],
      managerOf: [],
      confirmed: true,
    } as never);
    renderInSession(routes, '/turn/add');
    const account = await screen.findByRole('link', { name: 'Contul meu' }, { timeout: 10_000 });
    const menu = screen.getByRole('button', { name: 'Meniu utilizator' });
    // The icons' test ids name their glyphs (development builds only).
    const glyph = (el: HTMLElement) => el.querySelector('svg')?.getAttribute('data-testid');
    await waitFor(() => expect(glyph(menu)).toBe('AccountCircleIcon'));
    expect(glyph(account)).toBe('BadgeIcon');
  });
});

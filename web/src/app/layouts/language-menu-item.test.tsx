import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveLanguage } from '@/api/accounts.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { browserLanguage } from '@/i18n/language.js';
import { renderRoute } from '@/test/render-route.js';
import { UserMenu } from './user-menu.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  saveLanguage: vi.fn(() => Promise.resolve(null)),
}));

const user = {
  uuid: 'u1',
  username: 'ana',
  name: 'Ana Pop',
  email: 'ana@example.com',
  role: 'user' as const,
  building: '1',
  buildingList: ['1'],
  adminOf: [],
  managerOf: [],
  groupList: ['it'],
  confirmed: true,
  language: 'ro' as const,
};

// Issue #40, point 2 (decisions §22): the user menu offers the other language, named in itself; the
// whole interface switches at once and the choice is saved as the person's.
describe('the language in the user menu', () => {
  backToRomanianAfterEach();

  it('switches the menu to English, saves it for the person, and offers Romanian back', async () => {
    renderRoute([{ path: '/', element: <UserMenu user={user as never} /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Meniu utilizator' }));
    expect(screen.getByRole('menuitem', { name: /Schimbă parola/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /English/ }));

    expect(vi.mocked(saveLanguage)).toHaveBeenCalledWith('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(browserLanguage()).toBe('en');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: /Change password/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Sign out/ })).toBeTruthy();
    const back = screen.getByRole('menuitem', { name: /Română/ });
    expect(back.textContent).toContain('Interface language');
  });
});

import Star from '@mui/icons-material/Star';
import { cleanup, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { useUser } from '@/lib/session.js';
import { sessionUser } from '@/test/session-user.js';
import { AdminConsole, type ConsoleSection } from './admin-console.js';

vi.mock('@/lib/session.js', () => ({ useUser: vi.fn() }));

const Cars = () => <h2>Mașini</h2>;
const Car = () => <h2>Mașina {useParams().carId}</h2>;
const SECTIONS: ConsoleSection[] = [
  { path: 'parametri', label: 'Parametri', icon: <Star />, Page: () => <h2>Parametri</h2> },
  { path: 'masini', label: 'Mașini', icon: <Star />, Page: Cars, under: { ':carId': Car } },
  {
    path: 'jurnal',
    label: 'Jurnal',
    icon: <Star />,
    Page: lazy(async () => ({ default: () => <h2>Jurnal</h2> })),
    adminOnly: true,
  },
];

function open(path: string) {
  const router = createMemoryRouter([{ path: '/c/*', element: <AdminConsole title="Consola" base="/c" sections={SECTIONS} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}
const menu = () =>
  within(screen.getByRole('navigation', { name: 'Secțiuni' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  vi.mocked(useUser).mockReturnValue(sessionUser({ adminOf: ['1'] }) as unknown as ReturnType<typeof useUser>);
});
afterEach(cleanup);

describe('a console made from its table of sections', () => {
  it('opens on its first section, with a menu entry for each section', async () => {
    const router = open('/c');
    expect(await screen.findByRole('heading', { name: 'Parametri' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/c/parametri');
    expect(menu()).toEqual([
      ['Parametri', '/c/parametri'],
      ['Mașini', '/c/masini'],
    ]);
  });

  it('routes the pages under a section to their own page', async () => {
    open('/c/masini/B-12-ABC');
    expect(await screen.findByRole('heading', { name: 'Mașina B-12-ABC' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mașini' }).getAttribute('aria-current')).toBe('page');
  });

  it("keeps role admin's sections from the menu and the routes of everyone else", async () => {
    open('/c/jurnal');
    expect(await screen.findByRole('heading', { name: MSG.pageNotFound })).toBeTruthy();
    cleanup();

    vi.mocked(useUser).mockReturnValue(sessionUser({ role: 'admin' }) as unknown as ReturnType<typeof useUser>);
    open('/c/jurnal');
    expect(await screen.findByRole('heading', { name: 'Jurnal' })).toBeTruthy();
    expect(menu().map(([label]) => label)).toEqual(['Parametri', 'Mașini', 'Jurnal']);
  });
});

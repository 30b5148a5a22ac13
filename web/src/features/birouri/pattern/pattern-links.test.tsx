import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '@/app/layouts/user-menu.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { bookedByPattern, PatternLink } from './lazy-entries.js';

// The ways to 'Zilele mele la birou' (decisions §20, issue #41): the user menu for building 1's people,
// the booking screen's and the phone's link, and the map's notice on a day the pattern booked.

const WAIT = { timeout: 20_000 };
const menuOf = async (over: Record<string, unknown>) => {
  renderRoute([{ path: '/', element: <UserMenu user={sessionUser(over) as never} /> }], '/');
  fireEvent.click(await screen.findByRole('button', { name: 'Meniu utilizator' }, WAIT));
  await screen.findByRole('menuitem', { name: /Schimbă parola/ }, WAIT);
};

describe("the ways to 'Zilele mele la birou'", () => {
  it('is in the user menu of those who may enter building 1', async () => {
    await menuOf({ building: '1' });
    expect(await screen.findByRole('menuitem', { name: 'Zilele mele la birou' }, WAIT)).toBeTruthy();
  }, 60_000);

  it('is not in the user menu of the tower alone', async () => {
    await menuOf({ building: '2' });
    expect(screen.queryByRole('menuitem', { name: 'Zilele mele la birou' })).toBeNull();
  }, 60_000);

  it('is a link, or on a day the pattern booked the map’s notice with the link', async () => {
    const show = (notice: boolean) =>
      renderRoute(
        [
          {
            path: '/',
            element: (
              <Suspense fallback={null}>
                <PatternLink notice={notice} />
              </Suspense>
            ),
          },
        ],
        '/',
      );
    show(false);
    expect((await screen.findByRole('link', { name: 'Zilele mele la birou' }, WAIT)).getAttribute('href')).toBe('/birouri/zilele-mele');
    expect(screen.queryByText(/rezervat automat/)).toBeNull();
    show(true);
    expect(
      await screen.findByText(/^Biroul din această zi a fost rezervat automat, după zilele dumneavoastră obișnuite\./, {}, WAIT),
    ).toBeTruthy();

    const mine = [{ day: '2027-03-02', source: 'pattern' }, { day: '2027-03-03', source: 'person' }, { day: '2027-03-04' }];
    expect(['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'].map((d) => bookedByPattern(mine, d))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  }, 60_000);
});

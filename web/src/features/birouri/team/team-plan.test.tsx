import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
// The absence dialog's area, known before the switch to English loads it (a lazily loaded part).
import '@/i18n/week.js';
import { answerCallsWith, Refusal } from '@/test/api-calls.js';
import { aDesk } from '@/test/desks.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderSignedIn } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { aGroup, CARMEN, teamWeekOf } from '@/test/team-answers.js';
import { TeamPage } from './team-page.js';

// The manager's planning from the team's week (decisions §21, #42 point 4): on a person's empty day
// 'Rezervați un birou' books one of the group's desks free that day for them; 'Absență' opens the
// absence dialog for them. A plain member sees neither.

let user: Record<string, unknown>;
let refuse: Refusal | null;

const calls = answerCallsWith(({ path }) => {
  if (path.startsWith('/users/verify')) return user;
  if (path.startsWith('/meta')) return testMeta();
  if (path === '/users/groups') return { groups: [aGroup('it', 'IT')], mainGroup: 'it', managerOf: user.managerOf };
  if (path === '/groups') return { groups: [aGroup('it', 'IT')], mainGroup: null, managerOf: [] };
  if (path.startsWith('/team-week')) return teamWeekOf();
  if (path.startsWith('/desks/group/it'))
    return [aDesk('4-20'), aDesk('4-21', { status: 'booked', uuid: 'u-9', name: 'Dan' }), aDesk('5-3', { groupsIdList: ['it'] })];
  if (path === '/reservations/desks/update') return refuse ?? { _id: 'r-1' };
  if (path.startsWith('/absences')) return [];
  return [];
});

const WAIT = { timeout: 15_000 };
const teamReads = () => calls.filter((c) => c.path.startsWith('/team-week')).length;

const show = () => renderSignedIn(<TeamPage />);

describe("the manager's planning in the team's week", () => {
  backToRomanianAfterEach();
  beforeEach(() => {
    user = sessionUser({ mainGroup: 'it', groupList: ['it'], managerOf: ['it'], role: 'manager' });
    refuse = null;
  });

  it("books a free desk of the group for a person's empty day, then reads the week again", async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Rezervați un birou pentru Carmen, 03.03.2027' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervați un birou pentru Carmen' }, WAIT);
    expect(await within(dialog).findByRole('button', { name: 'Biroul 4-20, etajul 4' }, WAIT)).toBeTruthy();
    // Only the free ones.
    const desks = within(dialog).getAllByRole('button', { name: /^Biroul/ });
    expect(desks.map((b) => b.textContent)).toEqual(['Biroul 4-20, etajul 4', 'Biroul 5-3, etajul 5']);
    expect(calls.some((c) => c.path === '/desks/group/it?date=2027-03-03')).toBe(true);
    const before = teamReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Biroul 5-3, etajul 5' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(calls.filter((c) => c.path === '/reservations/desks/update').map((c) => c.body)).toEqual([
      { deskId: '5-3', reservationDate: '2027-03-03', groupId: 'it', uuid: CARMEN },
    ]);
    expect(await screen.findByText('Biroul 5-3 a fost rezervat pentru Carmen.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(teamReads()).toBeGreaterThan(before), WAIT);
  }, 30_000);

  it('offers it only on empty days (not on a desk, nor an absence) and words a refusal by its reason', async () => {
    refuse = new Refusal(400, 'Biroul este deja rezervat pentru această zi.', 'desk.taken');
    await chooseLanguage('en');
    await loadRefusalWords();
    show();
    await screen.findByRole('button', { name: 'Book a desk for Carmen, 01/03/2027' }, WAIT);
    // Bogdan: a desk on Monday, absent on Tuesday; free the other three days.
    expect(screen.getAllByRole('button', { name: /^Book a desk for Bogdan/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Book a desk for Bogdan, 03/03/2027',
      'Book a desk for Bogdan, 04/03/2027',
      'Book a desk for Bogdan, 05/03/2027',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Book a desk for Bogdan, 03/03/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a desk for Bogdan' }, WAIT);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Desk 4-20, floor 4' }, WAIT));
    expect(await within(dialog).findByText('The desk is already booked for this day.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('opens the absence dialog for a person of the group from their row', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Absență: Carmen' }, WAIT));
    expect(await screen.findByRole('dialog', { name: 'Absență: Carmen' }, WAIT)).toBeTruthy();
  }, 30_000);

  it('shows a plain member neither the booking for others nor the absences', async () => {
    user = sessionUser({ mainGroup: 'it', groupList: ['it'], managerOf: [] });
    show();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    expect(screen.queryByRole('button', { name: /^Rezervați un birou/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Absență/ })).toBeNull();
  }, 30_000);

  it("lets an administrator plan any group's days, and a building's administrator record absences only", async () => {
    // Role admin: the booking rule lets them book for anyone (actsFor), and every group is offered.
    user = sessionUser({ mainGroup: 'it', groupList: ['it'], managerOf: [], role: 'admin' });
    const view = show();
    expect(await screen.findByRole('button', { name: 'Rezervați un birou pentru Carmen, 01.03.2027' }, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.path === '/groups')).toBe(true);
    view.unmount();
    // An administrator of building 1 alone: the server refuses their bookings for others (desk.notYourGroup)
    // but takes the absences of the building's people, so only 'Absență' is offered.
    user = sessionUser({ mainGroup: 'it', groupList: ['it'], managerOf: [], adminOf: ['1'] });
    show();
    expect(await screen.findByRole('button', { name: 'Absență: Carmen' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Rezervați un birou/ })).toBeNull();
  }, 30_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { answerCallsWith } from '@/test/api-calls.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderSignedIn } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { aGroup, BOGDAN, teamWeekOf } from '@/test/team-answers.js';
import { TeamPage } from './team-page.js';

// 'Săptămâna echipei' (decisions §21, #42): the grid from GET /team-week, its links into the map, the
// weeks around it and the group chosen, in both languages, and one day at a time on a phone.

const calls = answerCallsWith(({ path }) => {
  if (path.startsWith('/users/verify')) return sessionUser({ mainGroup: 'it', groupList: ['it', 'beta'], managerOf: [] });
  if (path.startsWith('/meta')) return testMeta();
  if (path === '/users/groups')
    return {
      groups: [aGroup('zeta', 'Zeta'), aGroup('beta', 'Beta'), aGroup('it', 'IT'), { ...aGroup('turn', 'Turn'), building: '2' }],
      mainGroup: 'it',
      managerOf: [],
    };
  if (path.startsWith('/team-week')) {
    const q = new URLSearchParams(path.split('?')[1] ?? '');
    const id = q.get('groupId') ?? 'it';
    return teamWeekOf(q.get('from') ?? '2027-03-01', { _id: id, name: id === 'it' ? 'IT' : 'Beta' });
  }
  if (path === '/following') return [{ uuid: BOGDAN, name: 'Bogdan' }];
  return [];
});

const WAIT = { timeout: 15_000 };
const asked = () => calls.filter((c) => c.path.startsWith('/team-week')).map((c) => c.path);

const show = () => renderSignedIn(<TeamPage />);

const row = (name: RegExp) => screen.getByRole('row', { name });
const cells = (name: RegExp) => within(row(name)).getAllByRole('cell');
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe("'Săptămâna echipei'", () => {
  backToRomanianAfterEach();
  beforeEach(() => localStorage.clear());

  it('shows each person a row (the followed first) and each day a column with its desks counted against the group’s', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Săptămâna echipei', level: 1 }, WAIT)).toBeTruthy();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent),
    ).toEqual(['Bogdan', 'Ana (dumneavoastră)', 'Carmen']);
    expect(headers()).toEqual([
      'Persoana',
      'luni, 01.03.20272 / 12 birouri',
      'marți, 02.03.20270 / 12 birouri',
      'miercuri, 03.03.20270 / 12 birouri',
      'joi, 04.03.20271 / 12 birouri',
      'vineri, 05.03.20270 / 12 birouri',
    ]);
    expect(cells(/^Bogdan/).map((c) => c.textContent)).toEqual(['4-13, etajul 4Rezervați lângă', 'Absent', '', '', '']);
    expect(cells(/^Ana/).map((c) => c.textContent)).toEqual(['4-12, etajul 4', 'Absent: Concediu', '', '5-2, etajul 5', '']);
    expect(cells(/^Carmen/).map((c) => c.textContent)).toEqual(['', '', '', '', '']);
  }, 30_000);

  it('links a desk to the map at that desk, and a colleague’s to the desks near it (not one’s own)', async () => {
    show();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    const bogdan = row(/^Bogdan/);
    expect(within(bogdan).getByRole('link', { name: '4-13, etajul 4' }).getAttribute('href')).toBe(
      '/birouri?zi=2027-03-01&etaj=4&birou=4-13',
    );
    expect(within(bogdan).getByRole('link', { name: 'Rezervați lângă Bogdan, 01.03.2027' }).getAttribute('href')).toBe(
      '/birouri?zi=2027-03-01&etaj=4&langa=4-13',
    );
    const ana = row(/^Ana/);
    expect(within(ana).getByRole('link', { name: '5-2, etajul 5' }).getAttribute('href')).toBe('/birouri?zi=2027-03-04&etaj=5&birou=5-2');
    expect(within(ana).queryByRole('link', { name: /^Rezervați lângă/ })).toBeNull();
  }, 30_000);

  it('asks for the week before and after by its Monday (this week again as this week)', async () => {
    show();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    expect(asked()).toEqual(['/team-week']);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna următoare' }));
    await screen.findByText('08.03.2027 – 12.03.2027', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna anterioară' }));
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna anterioară' }));
    await screen.findByText('22.02.2027 – 26.02.2027', {}, WAIT);
    await waitFor(() => expect(asked()).toEqual(['/team-week', '/team-week?from=2027-03-08', '/team-week', '/team-week?from=2027-02-22']));
  }, 30_000);

  it('offers the main group first, then the others of building 1, and asks for the group chosen in the week shown', async () => {
    show();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna următoare' }));
    await screen.findByText('08.03.2027 – 12.03.2027', {}, WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Grupul' }));
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['IT', 'Beta', 'Zeta']),
    );
    fireEvent.click(within(listbox).getByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(asked()).toContain('/team-week?from=2027-03-08&groupId=beta'));
  }, 30_000);

  it('in English', async () => {
    await chooseLanguage('en');
    show();
    expect(await screen.findByRole('heading', { name: 'Team week', level: 1 }, WAIT)).toBeTruthy();
    await screen.findByText('01/03/2027 – 05/03/2027', {}, WAIT);
    expect(headers().slice(0, 3)).toEqual(['Person', 'Monday, 01/03/20272 / 12 desks', 'Tuesday, 02/03/20270 / 12 desks']);
    expect(cells(/^Ana/).map((c) => c.textContent)).toEqual(['4-12, floor 4', 'Absent: Leave', '', '5-2, floor 5', '']);
    expect(within(row(/^Bogdan/)).getByRole('link', { name: 'Book near Bogdan, 01/03/2027' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow: Carmen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfollow: Bogdan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeTruthy();
  }, 30_000);

  describe('on a phone (390 px)', () => {
    const width = window.innerWidth;
    beforeEach(() => {
      window.innerWidth = 390;
    });
    afterEach(() => {
      window.innerWidth = width;
    });

    it('shows one day at a time, today first, and another when chosen', async () => {
      show();
      await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
      expect(headers()).toEqual(['Persoana', 'luni, 01.03.20272 / 12 birouri']);
      fireEvent.click(within(screen.getByRole('group', { name: 'Ziua' })).getByRole('button', { name: 'J 4' }));
      expect(headers()).toEqual(['Persoana', 'joi, 04.03.20271 / 12 birouri']);
      expect(cells(/^Ana/).map((c) => c.textContent)).toEqual(['5-2, etajul 5']);
    }, 30_000);
  });
});

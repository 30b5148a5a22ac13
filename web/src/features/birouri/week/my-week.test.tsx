import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { answerApiWith, askedPaths } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderSignedIn } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { weekFrom } from '@/test/week-answers.js';
import MyWeek from './my-week.js';

// 'Săptămâna mea' (decisions §20, issue #41 point 5): the days of GET /week in both languages, and the weeks around it.

answerApiWith((path) => {
  if (path.startsWith('/users/verify')) return sessionUser({ buildingList: ['2'] });
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/week')) return weekFrom(new URLSearchParams(path.split('?')[1] ?? '').get('from') ?? '2027-03-01');
  return [];
});

const WAIT = { timeout: 15_000 };

const show = () => renderSignedIn(<MyWeek />);

const day = (name: RegExp) => screen.getByRole('region', { name });

describe("'Săptămâna mea'", () => {
  backToRomanianAfterEach();
  beforeEach(() => localStorage.clear());

  it('shows each day: the desk booked by the pattern, the rooms, the tower request, the absence', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Săptămâna mea', level: 2 }, WAIT)).toBeTruthy();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    const monday = day(/^luni, 01\.03\.2027/);
    expect(within(monday).getByText('Birou 4-12 · etajul 4')).toBeTruthy();
    expect(within(monday).getByText('Rezervat · rezervat automat · cu loc de parcare')).toBeTruthy();
    expect(within(monday).getByText('Sala Olt, 10:00–11:00')).toBeTruthy();
    expect(within(monday).getByText('Zi obișnuită la birou')).toBeTruthy();
    expect(within(day(/^marți/)).getByText('Ocupat')).toBeTruthy();
    expect(within(day(/^miercuri/)).getByText('Absență: Concediu')).toBeTruthy();
    expect(within(day(/^miercuri/)).getByText('Niciun birou rezervat')).toBeTruthy();
    expect(within(day(/^joi/)).getByText('Parcare în Turn: Rezervare prima rundă')).toBeTruthy();
    expect(within(day(/^vineri/)).getByText('Parcare în Turn: nicio cerere')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zilele mele la birou' }).getAttribute('href')).toBe('/birouri/zilele-mele');
    expect(screen.getByRole('link', { name: 'Săptămâna echipei' }).getAttribute('href')).toBe('/birouri/echipa');
    expect(screen.getByRole('button', { name: 'Absență' })).toBeTruthy();
  }, 30_000);

  it('in English', async () => {
    await chooseLanguage('en');
    show();
    expect(await screen.findByRole('heading', { name: 'My week', level: 2 }, WAIT)).toBeTruthy();
    await screen.findByText('01/03/2027 – 05/03/2027', {}, WAIT);
    const monday = day(/^Monday, 01\/03\/2027/);
    expect(within(monday).getByText('Desk 4-12 · floor 4')).toBeTruthy();
    expect(within(monday).getByText('Booked · booked automatically · with a parking space')).toBeTruthy();
    expect(within(monday).getByText('Sala Olt, 10:00–11:00')).toBeTruthy();
    expect(within(monday).getByText('Usual office day')).toBeTruthy();
    expect(within(day(/^Wednesday/)).getByText('Absence: Leave')).toBeTruthy();
    expect(within(day(/^Thursday/)).getByText('Tower parking: Booked in the first round')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My office days' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Absence' })).toBeTruthy();
  }, 30_000);

  it('asks for the week before and after by its Monday (this week again, read afresh, as this week)', async () => {
    show();
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    expect(askedPaths().filter((p) => p.startsWith('/week'))).toEqual(['/week']);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna următoare' }));
    await screen.findByText('08.03.2027 – 12.03.2027', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna anterioară' }));
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna anterioară' }));
    await screen.findByText('22.02.2027 – 26.02.2027', {}, WAIT);
    await waitFor(() =>
      expect(askedPaths().filter((p) => p.startsWith('/week'))).toEqual([
        '/week',
        '/week?from=2027-03-08',
        '/week',
        '/week?from=2027-02-22',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Săptămâna aceasta' }));
    await screen.findByText('01.03.2027 – 05.03.2027', {}, WAIT);
  }, 30_000);
});

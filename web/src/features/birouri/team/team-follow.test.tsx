import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { answerCallsWith, Refusal } from '@/test/api-calls.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderSignedIn } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { aGroup, BOGDAN, CARMEN, teamWeekOf } from '@/test/team-answers.js';
import { TeamPage } from './team-page.js';

// Following from the team's week (decisions §21, #42 point 3): the star of a colleague's row saves the
// whole list (read first), and the rows follow it at once, the followed first, without the week read
// again (the server's answer is the same for everyone); a refusal is worded by its reason.

let followed: string[];
let refuse: Refusal | null;

const calls = answerCallsWith(({ method, path, body }) => {
  if (path.startsWith('/users/verify')) return sessionUser({ mainGroup: 'it', groupList: ['it'] });
  if (path.startsWith('/meta')) return testMeta();
  if (path === '/users/groups') return { groups: [aGroup('it', 'IT')], mainGroup: 'it', managerOf: [] };
  if (path.startsWith('/team-week')) return teamWeekOf('2027-03-01', { _id: 'it', name: 'IT' });
  if (method === 'GET' && path === '/following') return followed.map((uuid) => ({ uuid, name: uuid === BOGDAN ? 'Bogdan' : 'Carmen' }));
  if (path === '/following/update') {
    if (refuse) return refuse;
    followed = (body as { uuids: string[] }).uuids;
    return followed.map((uuid) => ({ uuid, name: uuid === BOGDAN ? 'Bogdan' : 'Carmen' }));
  }
  return [];
});

const WAIT = { timeout: 15_000 };
const saved = () => calls.filter((c) => c.path === '/following/update').map((c) => c.body);
const rowNames = () => screen.getAllByRole('rowheader').map((r) => r.textContent);

const show = () => renderSignedIn(<TeamPage />);

describe('following from the team’s week', () => {
  backToRomanianAfterEach();
  beforeEach(() => {
    followed = [BOGDAN];
    refuse = null;
  });

  it('follows a colleague: the list read, the colleague added, saved whole; the rows put them first', async () => {
    show();
    const carmen = await screen.findByRole('button', { name: 'Urmăriți: Carmen' }, WAIT);
    await waitFor(() => expect(rowNames()).toEqual(['Bogdan', 'Ana (dumneavoastră)', 'Carmen']), WAIT);
    const before = calls.length;
    fireEvent.click(carmen);
    await waitFor(() => expect(saved()).toEqual([{ uuids: [BOGDAN, CARMEN] }]), WAIT);
    await waitFor(() => expect(rowNames()).toEqual(['Bogdan', 'Carmen', 'Ana (dumneavoastră)']), WAIT);
    const order = calls.slice(before).map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual(['GET /following', 'POST /following/update']);
    expect(screen.getByRole('button', { name: 'Nu mai urmăriți: Carmen' }).getAttribute('aria-pressed')).toBe('true');
  }, 30_000);

  it('stops following: the colleague taken out of the list; no star on one’s own row', async () => {
    show();
    expect(await screen.findByRole('rowheader', { name: /^Ana \(dumneavoastră\)/ }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /: Ana$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nu mai urmăriți: Bogdan' }));
    await waitFor(() => expect(saved()).toEqual([{ uuids: [] }]), WAIT);
    expect(await screen.findByRole('button', { name: 'Urmăriți: Bogdan' }, WAIT)).toBeTruthy();
  }, 30_000);

  it('words a refusal by its reason (in English: the server’s message is Romanian)', async () => {
    refuse = new Refusal(400, 'Puteți urmări cel mult 50 de colegi.', 'following.tooMany');
    await chooseLanguage('en');
    await loadRefusalWords();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Follow: Carmen' }, WAIT));
    expect(await screen.findByText('You can follow at most 50 colleagues.', {}, WAIT)).toBeTruthy();
  }, 30_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ABSENCE_MSG, ABSENCE_REASON } from '@domain/week/messages.js';
import { TOKEN_KEY } from '@/api/client.js';
import { RequireAuth } from '@/app/guards.js';
import type { DayFieldsProps } from '@/components/day-fields.js';
import { chooseLanguage, i18n } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { week } from '@/i18n/week.js';
import { answerApiWith, askedPaths, refusal, sentBodies } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { recorded } from '@/test/week-answers.js';
import { ManagerPage } from '../manager/manager-statistics-page.js';
import AbsenceDialog from './absence-dialog.js';
import { absenceOutcome } from './week-words.js';

// The absence dialog (decisions §20, issue #41 point 4): what it sends, the answer's `cancelled` and `kept`
// in one sentence (Romanian's one/few/other), a refusal by its reason, and a manager's absence for their person.

// The MUI X pickers are the statistics pages' (components/day-pickers.tsx): two plain fields stand in for them here.
vi.mock('@/components/day-pickers.js', () => ({
  default: ({ value, onChange }: DayFieldsProps) => (
    <>
      <input aria-label="from" value={value.from} onChange={(e) => onChange({ from: e.target.value })} />
      <input aria-label="to" value={value.to} onChange={(e) => onChange({ to: e.target.value })} />
    </>
  ),
}));

const LISTED = {
  _id: 'a-7',
  uuid: 'u-1',
  from: '2027-03-15',
  to: '2027-03-19',
  kind: 'deplasare',
  createdBy: 'u-1',
  createdAt: '2027-03-01T07:00:00.000Z',
};
const PEOPLE = [
  {
    uuid: 'u-9',
    name: 'Ion Pop',
    email: 'ion@example.ro',
    groupId: 'it',
    groupName: 'IT',
    reservations: 3,
    present: 2,
    absent: 1,
    attendanceRate: 67,
  },
];

let recordAnswer: () => unknown = () => recorded({});
answerApiWith((path) => {
  if (path.startsWith('/users/verify')) return sessionUser({ role: 'manager', managerOf: ['it'] });
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/absences/update')) return recordAnswer();
  if (path.startsWith('/absences/delete')) return LISTED;
  if (path.startsWith('/absences')) return [LISTED];
  if (path.startsWith('/statistics/manager')) return PEOPLE;
  return [];
});

const WAIT = { timeout: 30_000 };

function show(page: ReactNode) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  return renderRoute([{ element: <RequireAuth />, children: [{ path: '/', element: <Suspense fallback={null}>{page}</Suspense> }] }], '/');
}

/** Chooses the days (the first fills the other) and the kind, and sends. */
async function record(dialog: HTMLElement, from: string, kind: string, submit: string) {
  fireEvent.change(await within(dialog).findByLabelText('from', {}, WAIT), { target: { value: from } });
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: kind }));
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
}

describe('the absence dialog', () => {
  backToRomanianAfterEach();
  beforeEach(() => {
    localStorage.clear();
    recordAnswer = () => recorded({ desks: 3, tower: 2, rooms: [['Sala Olt', '2027-03-12']] });
  });

  it('sends the days and the kind, says what was cancelled and kept, and lists the absences with delete', async () => {
    show(<AbsenceDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Absență' }, WAIT);
    expect(await within(dialog).findByText('15.03.2027 – 19.03.2027 · Deplasare', {}, WAIT)).toBeTruthy();
    await record(dialog, '2027-03-08', 'Telemuncă', 'Înregistrați absența');
    expect(
      await within(dialog).findByText(
        'Absența a fost înregistrată. Am anulat 3 rezervări de birou și 2 cereri de parcare; Sala Olt din 12.03.2027 rămâne rezervată.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(sentBodies('/absences/update')).toEqual([{ from: '2027-03-08', to: '2027-03-08', kind: 'telemunca' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ștergeți absența 15.03.2027 – 19.03.2027' }));
    expect(await within(dialog).findByText('Absența a fost ștearsă. Rezervările anulate nu se refac.', {}, WAIT)).toBeTruthy();
    expect(sentBodies('/absences/delete')).toEqual([{ _id: 'a-7' }]);
  }, 90_000); // the file's first render compiles MUI's dialog and menu on a busy machine

  it("counts in Romanian's one, few and other, and in English", async () => {
    const t = (key: string, values?: Record<string, unknown>) => i18n._(key, values);
    const say = (r: Parameters<typeof absenceOutcome>[0], language: 'ro' | 'en') => absenceOutcome(r, t, language);
    await week.load('ro');
    expect(say(recorded({ desks: 1, tower: 1 }), 'ro')).toBe('Am anulat 1 rezervare de birou și 1 cerere de parcare.');
    expect(say(recorded({ desks: 2 }), 'ro')).toBe('Am anulat 2 rezervări de birou.');
    expect(say(recorded({ desks: 20, tower: 20 }), 'ro')).toBe('Am anulat 20 de rezervări de birou și 20 de cereri de parcare.');
    expect(say(recorded({ tower: 2 }), 'ro')).toBe('Am anulat 2 cereri de parcare.');
    expect(say(recorded({ desks: 3, tower: 2, rooms: [['Olt', '2027-03-12']] }), 'ro')).toBe(
      'Am anulat 3 rezervări de birou și 2 cereri de parcare; sala Olt din 12.03.2027 rămâne rezervată.',
    );
    expect(say(recorded({ keptDesks: 1, rooms: [[null, '2027-03-09']] }), 'ro')).toBe(
      'Nu a fost nimic de anulat; rezervarea biroului 4-60 din 08.03.2027 nu mai poate fi anulată; sala de ședință din 09.03.2027 rămâne rezervată.',
    );
    await chooseLanguage('en');
    expect(say(recorded({ desks: 1, tower: 20, rooms: [['Olt', '2027-03-12']] }), 'en')).toBe(
      'We cancelled 1 desk booking and 20 parking requests; room Olt on 12/03/2027 stays booked.',
    );
    expect(say(recorded({ desks: 2 }), 'en')).toBe('We cancelled 2 desk bookings.');
  });

  it('in English: the sentence, and a refusal worded by its reason', async () => {
    await chooseLanguage('en');
    await loadRefusalWords();
    show(<AbsenceDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Absence' }, WAIT);
    await record(dialog, '2027-03-08', 'Remote work', 'Record the absence');
    expect(
      await within(dialog).findByText(
        'The absence has been recorded. We cancelled 3 desk bookings and 2 parking requests; Sala Olt on 12/03/2027 stays booked.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    recordAnswer = () => refusal(409, ABSENCE_MSG.overlap, ABSENCE_REASON.overlap);
    await record(dialog, '2027-03-09', 'Leave', 'Record the absence');
    expect(await within(dialog).findByText('There is already an absence in this period.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it('in Romanian, a refusal is the server’s sentence for its reason', async () => {
    recordAnswer = () => refusal(400, ABSENCE_MSG.past, ABSENCE_REASON.past);
    show(<AbsenceDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Absență' }, WAIT);
    await record(dialog, '2027-03-08', 'Concediu', 'Înregistrați absența');
    expect(await within(dialog).findByText('O absență poate începe cel mai devreme astăzi.', {}, WAIT)).toBeTruthy();
  }, 30_000);

  it("on the manager's page, records the absence of the row's person (uuid)", async () => {
    show(<ManagerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Înregistrați o absență pentru Ion Pop' }, { timeout: 60_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Absență: Ion Pop' }, WAIT);
    await record(dialog, '2027-03-08', 'Concediu', 'Înregistrați absența');
    await within(dialog).findByText(/^Absența a fost înregistrată\./, {}, WAIT);
    expect(sentBodies('/absences/update')).toEqual([{ from: '2027-03-08', to: '2027-03-08', kind: 'concediu', uuid: 'u-9' }]);
    await waitFor(() => expect(askedPaths()).toContain('/absences?uuid=u-9'));
  }, 120_000); // MUI's grid is slow in jsdom
});

import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@domain/schemas/accounts.js';
import type { GroupDetails } from '@/api/groups-admin.js';
import { createQueryClient, Providers } from '@/app/providers.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { chooseLanguage, translate } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { holderText } from './desks/desk-rows.js';
import { DesksSection } from './desks/desks-section.js';
import { checkGroupDraft } from './groups/group-form.js';
import { deleteGroupText } from './groups/group-members.js';
import { groupHeading } from './groups/group-words.js';
import { MemberPanel } from './groups/member-panel.js';
import { NewGroupSection } from './groups/new-group-section.js';
import { featuresText, roomFormErrors, roomForm } from './rooms/room-edit-form.js';

// Issue #40: the CityOffices console's desks, groups, meeting rooms and QR labels speak English once it
// is chosen (catalogue flexAdmin), and Romanian again after.

function show(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: <Suspense fallback={<p>…</p>}>{element}</Suspense> }]);
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const person = (uuid: string, name: string) => ({ uuid, name, email: `${uuid}@example.com` }) as UserInfo;
const details: GroupDetails = {
  group: { _id: 'proiect-x', name: 'Alfa', type: 'Proiect', parkingSpots: 2, building: '1', version: 'v-1' },
  users: [person('u1', 'Ana'), person('u2', 'Ion')],
  managers: [person('m1', 'Mihai')],
  desks: [{ deskId: '5-1', floor: 5, groupsIdList: ['proiect-x'], type: null, manager: null }],
  rooms: [],
};

describe('the CityOffices console in English', () => {
  backToRomanianAfterEach();

  it('words the new group form, its choices and its problems, then Romanian again', async () => {
    await chooseLanguage('en');
    await loadRefusalWords(); // the page words refusals: English downloads them first
    show(<NewGroupSection />);
    expect(await screen.findByRole('heading', { name: 'New department/project' })).toBeTruthy();
    expect(screen.getByText('Save the group first; then, on its page, add its users, managers, desks and meeting rooms.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Department' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Project' })).toBeTruthy();
    expect(screen.getByText('How many parking spaces the group has for those who book one of its desks.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { name: 'Departament/proiect nou' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvați grupul' })).toBeTruthy();
  }, 30_000); // the first switch downloads and compiles the English catalogues

  it('heads the desks list and its columns', async () => {
    await chooseLanguage('en');
    show(<DesksSection />);
    expect(await screen.findByRole('heading', { name: 'Desks' })).toBeTruthy();
    expect(await screen.findByText('Blocked / allocated for')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search for a desk' })).toBeTruthy();
  }, 30_000);

  it('words a membership list, its empty state and its remove buttons', async () => {
    await chooseLanguage('en');
    show(
      <MemberPanel<UserInfo>
        title={translate(flexAdmin, 'flexAdmin.members.managers')}
        rows={[]}
        columns={[{ field: 'name', headerName: translate(flexAdmin, 'flexAdmin.name') }]}
        getRowId={(u) => u.uuid}
        matches={() => true}
        searchLabel={translate(flexAdmin, 'flexAdmin.members.managers.search')}
        empty={translate(flexAdmin, 'flexAdmin.members.managers.empty')}
        removeName={(u) => translate(flexAdmin, 'flexAdmin.members.managers.remove', { name: u.name })}
        busy={false}
        onRemove={() => {}}
        adder={null}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Managers (0)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search for a manager' })).toBeTruthy();
    expect(await screen.findByText('The group has no managers.')).toBeTruthy();
  }, 30_000);

  it('words the sentences built outside the components, with their plurals', async () => {
    await chooseLanguage('en');
    expect(deleteGroupText(details)).toContain('The project ‘Alfa’ will be removed from 2 users');
    expect(deleteGroupText(details)).toContain('from 1 manager, 1 desk and 0 meeting rooms, and then deleted.');
    expect(groupHeading(details.group)).toBe('Project Alfa');
    expect(holderText({ type: 'Reserved', managerName: 'Ana' })).toBe('Allocated to Ana.');
    expect(holderText({ type: null, managerName: null })).toBe('The desk is neither blocked nor allocated.');
    expect(featuresText({ name: 'Sala Prut', type: '', hasTV: true, hasAudioVideo: false, hasPhone: true, phoneNo: '021' })).toBe(
      'TV, phone 021',
    );
    expect(translate(flexAdmin, 'flexAdmin.qr.count', { labels: 1, pages: 1 })).toBe('1 label on 1 page');
    expect(translate(flexAdmin, 'flexAdmin.qr.count', { labels: 20, pages: 3 })).toBe('20 labels on 3 pages');
    const draft = checkGroupDraft({ name: 'X', type: 'Proiect', parkingSpots: 'three' });
    expect(!draft.ok && draft.problems.parkingSpots).toBe('Enter a whole number from 0.');
    const control = checkGroupDraft({ name: 'X\u0000', type: 'Proiect', parkingSpots: '1' });
    expect(!control.ok && control.problems.name).toBe(
      'The text cannot contain control characters (for example BEL or ESC) or line breaks.',
    );
    const room = {
      id: 'E5-04',
      floor: 5,
      details: { name: 'Sala Prut', type: 'Sala', hasTV: false, hasAudioVideo: false, hasPhone: false, phoneNo: null },
      peopleNo: 4,
      reservations: [],
      groupsIdList: [],
      coordinates: { latitude: 0, longitude: 0 },
      box: { x: 0, y: 0, w: 100, h: 60 },
    };
    expect(roomFormErrors(room.id, { ...roomForm(room), peopleNo: 'ten' }).peopleNo).toBe(
      'The capacity must be a whole number from 0 to 1000.',
    );

    await chooseLanguage('ro');
    expect(translate(flexAdmin, 'flexAdmin.qr.count', { labels: 20, pages: 3 })).toBe('20 de etichete pe 3 pagini');
    expect(deleteGroupText(details)).toContain('Proiectul „Alfa” va fi scos de la 2 utilizatori');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { Providers } from '@/app/providers.js';
import { AdminShell } from '@/components/admin-shell.js';
import { UserForm } from './user-form-fields.js';
import { UsersSection } from './users-section.js';
import { AttendanceUploadSection } from '../uploads/attendance-upload-section.js';
import { uploads } from '@/i18n/uploads.js';
import { chooseLanguage, translate } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { testMeta } from '@/test/meta.js';
import { envelope } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';

// Issue #40: the administration shared by both consoles speaks English once it is chosen (catalogues
// `admin`, `uploads`): the console's menu, the user form and the office's uploads.

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(verifyToken).mockResolvedValue(null);
  // Monday 1 March 2027, 09:30 Bucharest.
  vi.mocked(getMeta).mockResolvedValue(testMeta({ now: '2027-03-01T07:30:00.000Z' }));
});

const show = (page: ReactNode) =>
  render(
    <Providers>
      <MemoryRouter>
        <Suspense fallback={<p>…</p>}>{page}</Suspense>
      </MemoryRouter>
    </Providers>,
  );

const UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ana: UserInfo = {
  uuid: UUID,
  id: UUID,
  name: 'Ana Angajat',
  email: 'ana@example.com',
  username: 'angajat',
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  mainGroup: 'it',
  groupList: ['it'],
  manager: null,
  director: null,
  parkingRight: false,
  confirmed: true,
  valid: true,
  phoneNumber: null,
  departmentName: null,
  officeFloor: null,
  officeRoom: null,
  language: 'en',
} as unknown as UserInfo;
const itGroup = { _id: 'it', name: 'Tehnologia Informației', type: 'Departament', building: '1', parkingSpots: 2 } as const;

describe('the office administration in English', () => {
  backToRomanianAfterEach();
  // The pages word refusals by reason: their English is downloaded (and compiled) once, ahead.
  beforeAll(() => loadRefusalWords(), 30_000);

  it("words the user form and the console's menu", async () => {
    await chooseLanguage('en');
    show(
      <AdminShell title="Administration" base="/a" sections={[{ path: 'users', label: 'Users', icon: null }]}>
        <UserForm user={ana} me={{ ...ana, role: 'admin' } as UserInfo} groups={[itGroup]} disabled={false} onSaved={() => {}} />
      </AdminShell>,
    );
    expect(await screen.findByRole('form', { name: "The user's details" })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    for (const label of ['Name', 'Username', 'E-mail', 'Main group', 'Role']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rights' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'User' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'None' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    expect(screen.getByLabelText("Access to the Tower (the Tower's car park)")).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByRole('button', { name: 'Salvați modificările' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Utilizator' })).toBeTruthy();
  }, 60_000);

  it('words the uploads and their counts', async () => {
    await chooseLanguage('en');
    show(<AttendanceUploadSection />);
    expect(await screen.findByRole('heading', { name: 'Attendance upload' })).toBeTruthy();
    expect(screen.getByText(/^Choose a \.csv file with 2 columns, Data and Email/)).toBeTruthy();
    const file = new File(['Data;Email\n32/13/2027;ana@example.com\n'], 'prezenta.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
    expect(
      await screen.findByText('The date ‘32/13/2027’ is not valid: write dd/mm/yyyy or dd.mm.yyyy.', undefined, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(translate(uploads, 'uploads.users.added', { count: 1, n: '1' })).toBe('1 user has been added.');
    expect(translate(uploads, 'uploads.users.added', { count: 20, n: '20' })).toBe('20 users have been added.');
    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { name: 'Încărcare prezență' })).toBeTruthy();
    expect(translate(uploads, 'uploads.users.added', { count: 20, n: '20' })).toBe('Au fost adăugați 20 de utilizatori.');
  }, 60_000);

  it("words the users' table: its search, its columns and its yes and no", async () => {
    vi.stubGlobal('fetch', (url: string) => {
      return Promise.resolve(
        envelope(String(url).includes('group') ? { groups: [itGroup] } : { total: 1, rows: [{ ...ana, parkingRight: true }] }),
      );
    });
    try {
      await chooseLanguage('en');
      show(<UsersSection />);
      expect(await screen.findByLabelText('Search users')).toBeTruthy();
      // MUI's grid takes seconds to lay out in jsdom.
      expect(await screen.findByText('Ana Angajat', undefined, { timeout: 30_000 })).toBeTruthy();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['Name', 'Username', 'E-mail', 'Main group', 'Role', 'Parking', 'Tower']));
      expect(await screen.findByText('Tehnologia Informației')).toBeTruthy(); // the main group by its name
      expect(screen.getByText('Yes')).toBeTruthy();
      expect(screen.getByText('No')).toBeTruthy();
      await chooseLanguage('ro');
      expect(await screen.findByText('Grup principal', undefined, { timeout: 30_000 })).toBeTruthy();
      expect(screen.getByLabelText('Căutați utilizatori')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_KIND } from '@domain/audit.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { auditPage } from '@/api/audit.js';
import { settingsList } from '@/api/settings.js';
import { Providers } from '@/app/providers.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { testMeta } from '@/test/meta.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { AuditLogSection } from './audit/audit-log-section.js';
import { auditKindLabel, detailLines, moreLinesText, targetLabel, when } from './audit/audit-labels.js';
import { BuildingSettingsForm } from './settings/building-settings-form.js';

// Issue #40: the administration shared by both consoles speaks English once it is chosen (catalogue
// `admin`): a building's settings and the audit log (the user form, the menu and the uploads: features/birouri/admin/users/).

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/settings.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/settings.js')>()),
  settingsList: vi.fn(),
  updateSetting: vi.fn(),
}));
vi.mock('@/api/audit.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/audit.js')>()),
  auditPage: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(verifyToken).mockResolvedValue(null);
  // Monday 1 March 2027, 09:30 Bucharest.
  vi.mocked(getMeta).mockResolvedValue(testMeta({ now: '2027-03-01T07:30:00.000Z' }));
  vi.mocked(settingsList).mockResolvedValue([
    { name: 'maxDaysDesk', value: 30, building: '1' },
    { name: 'confirmationDeadlineHour', value: 18, building: '2' },
    { name: 'maxParkingSpaces', value: 50, building: '2' },
  ]);
  vi.mocked(auditPage).mockResolvedValue({ rows: [], total: 0, names: {}, groups: {}, rooms: {}, floors: {} });
});

const show = (page: ReactNode) =>
  render(
    <Providers>
      <MemoryRouter>
        <Suspense fallback={<p>…</p>}>{page}</Suspense>
      </MemoryRouter>
    </Providers>,
  );

describe('the administration in English', () => {
  backToRomanianAfterEach();
  // The pages word refusals by reason: their English is downloaded (and compiled) once, ahead.
  beforeAll(() => Promise.all([loadRefusalWords(), import('./settings/building-settings-fields.js')]), 60_000); // the form's lazy chunk too

  it("words a building's settings, a value out of bounds and the tower's cut-off warning", async () => {
    await chooseLanguage('en');
    show(<BuildingSettingsForm building="1" />);
    const field = (await screen.findByLabelText('Days ahead for desks', undefined, { timeout: 10_000 })) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('Each setting is saved separately, with the button beside it.')).toBeTruthy();
    expect(screen.getByLabelText('On-the-spot booking')).toBeTruthy();
    fireEvent.change(field, { target: { value: '4000' } });
    expect(screen.getByText('The settings could not be updated! maxDaysDesk must be a whole number between 0 and 3650.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save: Days ahead for desks' })).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByLabelText('Zile în avans pentru birouri')).toBeTruthy();
    expect(
      screen.getByText('Eroare la actualizarea parametrilor! maxDaysDesk trebuie să fie un număr întreg între 0 și 3650.'),
    ).toBeTruthy();
  }, 60_000); // the first switch downloads and compiles the English catalogues

  it("asks in English before moving the tower's deadline to an hour already past", async () => {
    await chooseLanguage('en');
    show(<BuildingSettingsForm building="2" />);
    fireEvent.change(await screen.findByLabelText('Confirmation cut-off time'), { target: { value: '8' } });
    expect(screen.getAllByPlaceholderText('the general number of spaces')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Save: Confirmation cut-off time' }));
    const dialog = await screen.findByRole('dialog', { name: 'The parking lists will not be generated' });
    within(dialog).getByText(
      'The chosen time, 08:00, is earlier than the current time, 09:30. The parking lists for 02/03/2027 will not be generated today at 18:00. Are you sure you want to save?',
    );
    expect(within(dialog).getByRole('button', { name: 'Save anyway' })).toBeTruthy();
  }, 60_000);

  it('words the audit log: its columns, filters and empty state, and the entries', async () => {
    await chooseLanguage('en');
    show(<AuditLogSection />);
    expect(await screen.findByRole('heading', { name: 'Log' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy();
    for (const header of ['Date and time', 'Person', 'Type', 'Subject', 'Details'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(await screen.findByText('No entries for the chosen filters.')).toBeTruthy();

    expect(auditKindLabel(AUDIT_KIND.usersRandomPassword)).toBe('Password reset');
    expect(moreLinesText(1)).toBe('1 more line: open the entry');
    expect(moreLinesText(20)).toBe('20 more lines: open the entry');
    expect(targetLabel(AUDIT_KIND.floorsDelete, '4')).toBe('Floor 4');
    expect(targetLabel(AUDIT_KIND.desksUpdate, 'A12')).toBe('Desk A12');
    expect(detailLines({ parkingRight: { from: false, to: true }, role: { from: 'user', to: 'manager' } })).toEqual([
      'parking right: No → Yes',
      'role: User → Manager',
    ]);
    expect(detailLines({ managerOf: { added: [], removed: [] } })).toEqual(['manager of: no change']);
    expect(when('2027-03-02T08:30:00Z')).toBe('02/03/2027 10:30');

    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { name: 'Jurnal' })).toBeTruthy();
    expect(moreLinesText(20)).toBe('încă 20 de rânduri: deschideți intrarea');
    expect(targetLabel(AUDIT_KIND.floorsDelete, '4')).toBe('Etajul 4');
  }, 60_000);
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPE } from '@domain/tower/engine.js';
import type { Car } from '@/api/tower.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { renderRoute } from '@/test/render-route.js';
import { testMeta } from '@/test/meta.js';
import { sessionUser } from '@/test/session-user.js';
import { car, reservation } from '@/test/tower-reservations.js';
import { CarDetail } from './cars/car-detail.js';
import { CarsSection } from './cars/cars-section.js';
import { permanentWarning } from './uploads/list-rows.js';
import { PresenceUploadSection } from './uploads/tower-upload-sections.js';
import { UploadedDaysTable } from './uploads/uploaded-days-table.js';
import { NewTowerUserSection } from './users/new-tower-user-section.js';
import { addBuilding } from './users/tower-user-form.js';
import { buildingNames } from './users/tower-users-table.js';
import { TowerUsersUploadSection } from './users/tower-users-upload-section.js';

// Issue #40: the Tower's console speaks English once it is chosen (catalogue towerAdmin), and
// Romanian, word for word as before, when switched back.

const CARS: Car[] = [
  { ...car('c-1', 'B123TUR'), permanent_access: true, owner: 'Companie', user_id: null },
  { ...car('c-2', 'B99XYZ'), active: false, date_removed: '2027-03-02T10:00:00.000Z', owner: 'Ana Pop' },
];

const envelope = (payload: unknown) =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('/meta')) return envelope(testMeta());
    if (path.includes('/cars')) return envelope(CARS);
    if (path.includes('/reservations/parking')) return envelope([{ ...reservation, type: TYPE.first }]);
    if (path.includes('/settings') || path.includes('/config')) return envelope([]);
    return envelope(sessionUser({ role: 'admin', building: '2', adminOf: ['2'] }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("the Tower's console in English", () => {
  backToRomanianAfterEach();

  it('lists the cars with English headers, kinds and states', async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/masini', element: <CarsSection /> }], '/masini');
    expect(await screen.findByRole('heading', { name: 'Cars' })).toBeTruthy();
    expect(screen.getByText('Licence plate')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(await screen.findByText('Permanent access')).toBeTruthy();
    expect(screen.getByText('Company')).toBeTruthy();
    expect(screen.getByText('Removed 02/03/2027')).toBeTruthy();
    expect(screen.getByLabelText('Search by make or plate')).toBeTruthy();
  }, 30_000); // the first switch downloads and compiles the English catalogues

  it("words a removed car's detail", async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/masini/:carId', element: <CarDetail /> }], '/masini/c-2');
    expect(await screen.findByRole('link', { name: 'Back to cars' })).toBeTruthy();
    expect(await screen.findByText('The car was removed on 02/03/2027; its details can no longer be changed.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Car B99XYZ' })).toBeTruthy();
    expect(screen.getByText(/^Owner:/)).toBeTruthy();
  }, 30_000);

  it('asks before removing a car, counting the blocked days in English', async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/masini/:carId', element: <CarDetail /> }], '/masini/c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove car' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the car?' });
    expect(within(dialog).getByText(/its licence plate cannot be added again for \d+ days\./)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  }, 30_000);

  it('adds a user: English fields, and the form refused with the all-fields sentence', async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/nou', element: <NewTowerUserSection /> }], '/nou');
    expect(await screen.findByRole('heading', { name: 'New user' })).toBeTruthy();
    expect(screen.getByLabelText('Password (optional)')).toBeTruthy();
    expect(screen.getByText('If left empty, the email address becomes the username.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'All fields are required.');
  }, 30_000);

  it('explains the users list and its template', async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/lista', element: <TowerUsersUploadSection /> }], '/lista');
    expect(await screen.findByRole('heading', { name: 'Upload users' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download a template' })).toBeTruthy();
    expect(screen.getByText(/one user per row; the first row is the header/)).toBeTruthy();
  }, 30_000);

  it('explains the attendance list, and shows what a list did to its days', async () => {
    await chooseLanguage('en');
    renderRoute([{ path: '/prezenta', element: <PresenceUploadSection /> }], '/prezenta');
    expect(await screen.findByRole('heading', { name: 'Upload attendance' })).toBeTruthy();
    expect(screen.getByText(/one car per row \(the date as dd\.mm\.yyyy or a date cell\)/)).toBeTruthy();
    cleanup();
    renderRoute([{ path: '/zile', element: <UploadedDaysTable days={['2027-03-10']} /> }], '/zile');
    expect(await screen.findByRole('heading', { name: 'Allocated requests of 10/03/2027' })).toBeTruthy();
    expect(screen.getByText('Attendance')).toBeTruthy();
    expect(await screen.findByText('First-round booking')).toBeTruthy();
    expect(screen.getByText('Not confirmed')).toBeTruthy();
  }, 30_000);

  it("names the Tower and words the lists' checks", async () => {
    await chooseLanguage('en');
    expect(buildingNames({ building: '2', buildingList: ['1', '2'] })).toBe('Tower, CityOffices');
    expect(addBuilding(['2'], 'tower')).toEqual({ buildings: null, error: 'The user already has access to this building.' });
    expect(permanentWarning(1, 4, 4)).toMatch(/^The list has 1 car; together with/);
    expect(permanentWarning(3, 4, 4)).toMatch(/^The list has 3 cars;/);
  }, 30_000);

  it('speaks Romanian again, word for word, after the switch back', async () => {
    await chooseLanguage('en');
    await chooseLanguage('ro');
    expect(permanentWarning(20, 4, 4)).toMatch(/^Lista are 20 de mașini;/);
    renderRoute([{ path: '/masini/:carId', element: <CarDetail /> }], '/masini/c-1');
    expect(await screen.findByRole('link', { name: 'Înapoi la mașini' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Ștergeți mașina' }));
    expect(await screen.findByText(/nu va mai putea fi adăugat din nou timp de \d+ de zile\./)).toBeTruthy();
  }, 30_000);
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_REASON, MSG } from '@domain/messages.js';
import type { Group } from '@domain/schemas/accounts.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { ApiError } from '@/api/client.js';
import { allGroups } from '@/api/groups-admin.js';
import { deleteProviderGroup, listProviderGroups, saveProviderGroup, type ProviderGroups } from '@/api/provider-groups.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { ProviderGroupsSection } from './provider-groups-section.js';

// The console's section of decisions §25 (#46): shown only when the server applies the mapping; a
// provider group mapped to office groups, changed, removed; a refusal shown in the section.

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/groups-admin.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/groups-admin.js')>()),
  allGroups: vi.fn(),
}));
vi.mock('@/api/provider-groups.js', () => ({
  listProviderGroups: vi.fn(),
  saveProviderGroup: vi.fn(),
  deleteProviderGroup: vi.fn(),
}));

const group = (_id: string, name: string, building = '1'): Group =>
  ({ _id, name, type: 'Departament', parkingSpots: 0, building }) as Group;
const GROUPS = [group('it', 'Tehnologia Informației'), group('hr', 'Resurse Umane'), group('turn', 'Turnul', '2')];
const answer = (follows: ProviderGroups['follows'], mappings: ProviderGroups['mappings'] = []): ProviderGroups => ({ follows, mappings });

beforeEach(() => {
  vi.mocked(verifyToken).mockResolvedValue(null);
  vi.mocked(getMeta).mockResolvedValue(testMeta({ now: '2027-03-01T07:30:00.000Z' }));
  vi.mocked(allGroups).mockResolvedValue(GROUPS);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = () => renderRoute([{ path: '/', element: <ProviderGroupsSection /> }], '/');

describe("the identity provider's groups in the console", () => {
  it('is not shown when nothing applies the mapping (no groups claim, no SCIM)', async () => {
    vi.mocked(listProviderGroups).mockResolvedValue(answer(null, [{ providerGroup: 'idp-it', groups: ['it'] }]));
    const { container } = show();
    await waitFor(() => expect(listProviderGroups).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('lists the mappings by group name, maps a provider group to office groups and removes a mapping', async () => {
    vi.mocked(listProviderGroups)
      .mockResolvedValueOnce(answer('claim', [{ providerGroup: 'idp-it', groups: ['it', 'turn'] }]))
      .mockResolvedValue(answer('claim', [{ providerGroup: 'idp-hr', groups: ['hr'] }]));
    vi.mocked(saveProviderGroup).mockResolvedValue({ providerGroup: 'idp-hr', groups: ['hr'] });
    vi.mocked(deleteProviderGroup).mockResolvedValue({ providerGroup: 'idp-it', groups: [] });
    show();
    expect(await screen.findByRole('heading', { name: 'Grupuri din furnizorul de identitate' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Grupuri asociate' });
    await within(list).findByText('Tehnologia Informației');
    // A tower group mapped by role admin is named too.
    expect(within(list).getByText('Turnul')).toBeTruthy();

    // Neither a name nor a group: the form says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Salvați asocierea' }));
    expect(await screen.findByText(/Alegeți cel puțin un grup/)).toBeTruthy();
    expect(saveProviderGroup).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Grupul din furnizorul de identitate'), { target: { value: '  idp-hr ' } });
    const picker = screen.getByLabelText('Grupurile aplicației');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Resurse Umane' }));
    // Only the office's groups are offered.
    expect(screen.queryByRole('option', { name: 'Turnul' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvați asocierea' }));
    await waitFor(() => expect(saveProviderGroup).toHaveBeenCalledWith('idp-hr', ['hr']));
    expect(await screen.findByText('Asocierea a fost salvată.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Ștergeți asocierea grupului „idp-hr”' }));
    await waitFor(() => expect(deleteProviderGroup).toHaveBeenCalledWith('idp-hr'));
    expect(await screen.findByText('Asocierea a fost ștearsă.')).toBeTruthy();
  }, 20_000);

  it("fills the form with a mapping to change it, and shows the server's refusal", async () => {
    vi.mocked(listProviderGroups).mockResolvedValue(answer('scim', [{ providerGroup: 'idp-it', groups: ['it'] }]));
    vi.mocked(saveProviderGroup).mockRejectedValue(
      new ApiError(403, MSG.mappedGroupOtherBuilding('turn'), APP_REASON.mappedGroupOtherBuilding),
    );
    show();
    expect(await screen.findByText(/prin SCIM/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Modificați asocierea grupului „idp-it”' }));
    expect((screen.getByLabelText('Grupul din furnizorul de identitate') as HTMLInputElement).value).toBe('idp-it');
    fireEvent.click(screen.getByRole('button', { name: 'Salvați asocierea' }));
    await waitFor(() => expect(saveProviderGroup).toHaveBeenCalledWith('idp-it', ['it']));
    expect(await screen.findByText(MSG.mappedGroupOtherBuilding('turn'))).toBeTruthy();
  }, 20_000);
});

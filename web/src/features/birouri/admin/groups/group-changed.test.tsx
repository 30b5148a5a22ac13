import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_REASON, MSG } from '@domain/messages.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { ApiError } from '@/api/client.js';
import { groupDetails, saveGroup, type GroupDetails } from '@/api/groups-admin.js';
import { renderRoute } from '@/test/render-route.js';
import { GroupDetail } from './group-detail.js';
import { groupChangedNotice } from './group-members.js';
import { testMeta } from '@/test/meta.js';

// Issue #20, point 7: a save sends the version the group was read at; when someone else changed
// the group meanwhile (409, reason app.groupChanged) the page reloads it and says so.

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/groups-admin.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/groups-admin.js')>()),
  groupDetails: vi.fn(),
  saveGroup: vi.fn(),
}));
// The real panels need the desks, rooms and groups of the office; one remove button drives the same hook.
vi.mock('./group-member-panels.js', async () => {
  const { useMembership } = await import('./use-membership.js');
  return {
    GroupMemberPanels({ details }: { details: GroupDetails }) {
      const m = useMembership(details);
      return (
        <button type="button" disabled={m.busy} onClick={() => m.remove({ list: 'users', id: 'u1', label: 'Ana' })}>
          Scoateți utilizatorul Ana
        </button>
      );
    },
  };
});

const person = (uuid: string, name: string) => ({ uuid, name, email: `${uuid}@example.com` });
const read = (version: string, name: string, users: string[]) =>
  ({
    group: { _id: 'proiect-x', name, type: 'Proiect', parkingSpots: 2, building: '1', version },
    users: users.map((u) => person(u, u === 'u1' ? 'Ana' : u)),
    managers: [],
    desks: [],
    rooms: [],
  }) as unknown as GroupDetails;
const changed = () => new ApiError(409, MSG.groupChanged, APP_REASON.groupChanged);

beforeEach(() => {
  vi.mocked(verifyToken).mockResolvedValue(null);
  vi.mocked(getMeta).mockResolvedValue(testMeta({ now: '2027-03-01T07:30:00.000Z' }));
  // Read at v-1; meanwhile another administrator renamed it and added u3 (v-2).
  vi.mocked(groupDetails)
    .mockResolvedValueOnce(read('v-1', 'Proiect X', ['u1', 'u2']))
    .mockResolvedValue(read('v-2', 'Proiect Nou', ['u1', 'u2', 'u3']));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = () => renderRoute([{ path: '/grupuri/:groupId', element: <GroupDetail /> }], '/grupuri/proiect-x');

describe('a group changed by someone else meanwhile', () => {
  it('removes a member on the version read; on 409 reloads the group, says so, and the next change uses the new version', async () => {
    vi.mocked(saveGroup)
      .mockRejectedValueOnce(changed())
      .mockResolvedValue(read('v-3', 'Proiect Nou', ['u2', 'u3']).group);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Scoateți utilizatorul Ana' }));
    await waitFor(() =>
      expect(saveGroup).toHaveBeenCalledWith({ _id: 'proiect-x', name: 'Proiect X', type: 'Proiect', version: 'v-1', users: ['u2'] }),
    );
    expect(await screen.findByText(groupChangedNotice())).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Proiect Nou' })).toBeTruthy();
    expect(groupDetails).toHaveBeenCalledTimes(2);

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Scoateți utilizatorul Ana' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Scoateți utilizatorul Ana' }));
    await waitFor(() =>
      expect(saveGroup).toHaveBeenLastCalledWith({
        _id: 'proiect-x',
        name: 'Proiect Nou',
        type: 'Proiect',
        version: 'v-2',
        users: ['u2', 'u3'],
      }),
    );
  }, 20_000);

  it('saves the settings on the version read; on 409 reloads the group and keeps what was typed', async () => {
    vi.mocked(saveGroup).mockRejectedValueOnce(changed());
    show();
    const spots = (await screen.findByLabelText('Locuri de parcare')) as HTMLInputElement;
    fireEvent.change(spots, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvați' }));
    await waitFor(() =>
      expect(saveGroup).toHaveBeenCalledWith({ _id: 'proiect-x', version: 'v-1', name: 'Proiect X', type: 'Proiect', parkingSpots: 5 }),
    );
    expect(await screen.findByText(groupChangedNotice())).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Proiect Nou' })).toBeTruthy();
    expect(spots.value).toBe('5');
  }, 20_000);
});

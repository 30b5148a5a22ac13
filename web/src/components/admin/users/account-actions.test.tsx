import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { downloadExport } from '@/api/download.js';
import { eraseUser } from '@/api/users-admin.js';
import { Providers } from '@/app/providers.js';
import { MyDataSection } from '@/components/my-data-section.js';
import { useUser } from '@/lib/session.js';
import { sessionUser } from '@/test/session-user.js';
import { testMeta } from '@/test/meta.js';
import { AccountActions } from './account-actions.js';

// A person's data and its erasure in the consoles and the account page (decisions §25, #46 point 5):
// the download of the data, and the erasure's confirmation, which names what will be lost for good.

vi.mock('@/lib/session.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/session.js')>()),
  useUser: vi.fn(),
}));
vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/users-admin.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/users-admin.js')>()),
  eraseUser: vi.fn(),
}));
vi.mock('@/api/download.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/download.js')>()),
  downloadExport: vi.fn(),
}));

const ION = {
  uuid: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  name: 'Ion Popescu',
  email: 'ion.popescu@example.com',
  username: 'ion.popescu',
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  mainGroup: null,
  groupList: [],
  manager: null,
  director: null,
  parkingRight: false,
  confirmed: true,
  valid: true,
  graded: false,
  phoneNumber: '0711111111',
  departmentName: null,
  officeFloor: null,
  officeRoom: null,
  language: 'ro',
} satisfies UserInfo;

const show = (page: ReactNode) => render(<Providers>{page}</Providers>);

beforeEach(() => {
  vi.mocked(verifyToken).mockResolvedValue(null);
  vi.mocked(getMeta).mockResolvedValue(testMeta({ now: '2027-03-01T07:30:00.000Z' }));
  vi.mocked(useUser).mockReturnValue(sessionUser({ uuid: 'admin-1', adminOf: ['1'] }) as unknown as UserInfo);
  vi.mocked(eraseUser).mockResolvedValue({ uuid: ION.uuid, cancelled: { desks: 1, rooms: 0, parking: 0 } });
  vi.mocked(downloadExport).mockResolvedValue({ filename: 'date-personale-ion.popescu-2027-03-01.json', bytes: 10 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("a person's data in the consoles", () => {
  it('downloads the person’s data', async () => {
    show(<AccountActions user={ION} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descărcați datele' }));
    await waitFor(() => expect(downloadExport).toHaveBeenCalled());
    expect(vi.mocked(downloadExport).mock.calls[0][0]).toBe(`/users/${ION.uuid}/export`);
  });

  it('asks before erasing, naming what will be lost for good, then erases', async () => {
    const onChanged = vi.fn();
    show(<AccountActions user={ION} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ștergeți definitiv datele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ștergeți definitiv datele lui Ion Popescu?' });
    const text = dialog.textContent ?? '';
    for (const lost of [
      'numele',
      'ion.popescu@example.com',
      'ion.popescu',
      'telefonul',
      'mașinile',
      'numerele lor de înmatriculare',
      'Anonim',
    ])
      expect(text).toContain(lost);
    expect(text).toContain('rămân, anonime, pentru statistici');
    expect(text).toContain('nu poate fi anulată');
    expect(eraseUser).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ștergeți definitiv' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(eraseUser).toHaveBeenCalledWith(ION.uuid);
  });

  it('cancels without erasing', async () => {
    show(<AccountActions user={ION} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ștergeți definitiv datele' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renunțați' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(eraseUser).not.toHaveBeenCalled();
  });

  it('offers the erasure of a deactivated account too, never one’s own, and nothing but the data once erased', () => {
    show(<AccountActions user={{ ...ION, valid: false }} onChanged={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Reactivați contul' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ștergeți definitiv datele' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();

    vi.mocked(useUser).mockReturnValue({ ...ION, uuid: ION.uuid } as UserInfo);
    show(<AccountActions user={ION} onChanged={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Ștergeți definitiv datele' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    show(<AccountActions user={{ ...ION, name: 'Anonim', valid: false, erased: true }} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Ștergeți definitiv datele' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reactivați contul' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descărcați datele' })).toBeTruthy();
  });
});

describe("'Datele mele' of the account page", () => {
  it("downloads the caller's own data", async () => {
    show(<MyDataSection />);
    expect(screen.getByRole('heading', { name: 'Datele mele' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descărcați datele mele' }));
    await waitFor(() => expect(downloadExport).toHaveBeenCalled());
    expect(vi.mocked(downloadExport).mock.calls[0][0]).toBe('/users/me/export');
  });
});

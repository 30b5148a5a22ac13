import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { TOKEN_KEY } from '@/api/client.js';
import { deskHolders, desksOfDay, desksOfGroup } from '@/api/desks.js';
import type { FloorInfo } from '@/api/floors.js';
import { getRooms, type Room } from '@/api/rooms.js';
import { RequireAuth } from '@/app/guards.js';
import { aDesk, ME } from '@/test/desks.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';
import { FloorMap } from './floor-map.js';
import { testMeta } from '@/test/meta.js';

// Issue #24, point 2: the map draws the floor it is given (the booking screen asks for that floor
// alone); 'find a colleague' asks the server for the names typed (#43 point 3), never the whole
// day's map, and a floor without the group's desks says where they are from the group's own desks.

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/desks.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/desks.js')>()),
  desksOfDay: vi.fn(),
  desksOfGroup: vi.fn(),
  deskHolders: vi.fn(),
}));
vi.mock('@/api/rooms.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/rooms.js')>()),
  getRooms: vi.fn(),
}));

const DAY = '2027-03-02';
const DESKS = [
  aDesk('4-1', { groupsIdList: ['it'] }),
  aDesk('4-2', { groupsIdList: ['financiar'], uuid: 'b', name: 'Bogdan Radu', status: 'booked' }),
  aDesk('5-1', { groupsIdList: ['it'], uuid: 'a', name: 'Ana Popescu', status: 'booked' }),
  aDesk('5-2', { groupsIdList: ['proiect-alfa'] }),
];
const onFloor = (floor: number) => DESKS.filter((d) => d.floor === floor);
const floorInfo = (floor: number, over: Partial<FloorInfo> = {}): FloorInfo => ({
  floor,
  name: `Etajul ${floor}`,
  width: 1000,
  height: 600,
  planUrl: null,
  zones: [],
  ...over,
});
const aRoom = (id: string, floor: number, box: Room['box']): Room => ({
  id,
  floor,
  details: { name: `Sala ${id}`, type: 'Sala de conferință', hasTV: false, hasAudioVideo: false, hasPhone: false, phoneNo: null },
  peopleNo: 6,
  reservations: [],
  groupsIdList: ['it'],
  coordinates: { latitude: 0, longitude: 0 },
  box,
});

function renderMap(floor: number | FloorInfo, groupId: string, over: { onFloor?: (f: number) => void } = {}) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  vi.mocked(verifyToken).mockResolvedValue(sessionUser());
  vi.mocked(getMeta).mockResolvedValue(testMeta({ version: '1.1.5' }));
  const element: ReactNode = (
    <FloorMap
      floor={typeof floor === 'number' ? floorInfo(floor) : floor}
      desks={onFloor(typeof floor === 'number' ? floor : floor.floor)}
      failed={false}
      onRetry={() => undefined}
      viewer={ME}
      groupId={groupId}
      groupName={groupId}
      day={DAY}
      roomsGrey={false}
      onDesk={() => undefined}
      onRoom={() => undefined}
      onFloor={over.onFloor ?? (() => undefined)}
    />
  );
  return renderRoute([{ element: <RequireAuth />, children: [{ path: '/', element }] }], '/');
}

describe('the map of one floor', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(desksOfDay).mockImplementation(async (_day, floor) => (floor === undefined ? DESKS : onFloor(floor)));
    vi.mocked(desksOfGroup).mockImplementation(async (groupId) => DESKS.filter((d) => d.groupsIdList.includes(groupId)));
    vi.mocked(deskHolders).mockImplementation(async (_day, q) =>
      DESKS.filter((d) => d.name?.toLowerCase().includes(q.toLowerCase())).map((d) => ({
        uuid: d.uuid!,
        name: d.name!,
        deskId: d.deskId,
        floor: d.floor,
      })),
    );
    vi.mocked(getRooms).mockResolvedValue([]);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("draws the floor's desks; 'find a colleague' asks for the name typed and goes to a colleague's floor", async () => {
    const floors: number[] = [];
    renderMap(4, 'financiar', { onFloor: (f) => floors.push(f) });
    const map = await screen.findByRole('group', { name: 'Harta etajului 4' });
    await waitFor(() => expect(map.querySelectorAll('[data-desk-id]')).toHaveLength(1)); // only the group's, '4-2'
    // The search is a chunk of its own (lazy): its first import compiles it, seconds on a busy machine.
    const search = await screen.findByRole('combobox', { name: 'Găsiți un coleg' }, { timeout: 10_000 });
    expect(desksOfGroup).not.toHaveBeenCalled(); // the group has desks here

    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'ana ' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Ana Popescu/ }, { timeout: 5_000 }));
    expect(deskHolders).toHaveBeenCalledWith(DAY, 'ana');
    expect(floors).toEqual([5]);
    // Never the whole building's map of the day.
    expect(desksOfDay).not.toHaveBeenCalled();
  }, 20_000);

  it("draws the floor's rooms where the rooms' answer puts them, at the floor's own size, and its zones by name", async () => {
    vi.mocked(getRooms).mockResolvedValue([
      aRoom('E4-01', 4, { x: 100, y: 50, w: 200, h: 100 }),
      aRoom('E5-01', 5, { x: 0, y: 0, w: 50, h: 50 }),
    ]);
    renderMap(floorInfo(4, { width: 1200, height: 800, zones: [{ groupId: 'it', label: 'Zona IT', x: 10, y: 10, w: 300, h: 300 }] }), 'it');
    const map = await screen.findByRole('group', { name: 'Harta etajului 4' });
    expect(map.getAttribute('viewBox')).toBe('0 0 1200 800');
    const room = await screen.findByRole('button', { name: /^Sala E4-01, 6 persoane/ });
    // Its name is what it shows, word for word (WCAG 2.5.3, #39 point 13).
    expect(room.getAttribute('aria-label')).toBe(room.textContent!.replaceAll('\u00a0', ' '));
    const rect = room.querySelector('rect')!;
    expect([rect.getAttribute('x'), rect.getAttribute('y'), rect.getAttribute('width'), rect.getAttribute('height')]).toEqual([
      '100',
      '50',
      '200',
      '100',
    ]);
    expect(map.querySelectorAll('[data-room-id]')).toHaveLength(1); // the other floor's room is not here
    expect(map.textContent).toContain('Zona IT');
  });

  it("on a floor without the group's desks, says where they are, from the group's desks of every floor", async () => {
    renderMap(4, 'proiect-alfa');
    expect(await screen.findByText('Departamentul/proiectul „proiect-alfa” nu are birouri la etajul 4.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mergeți la etajul 5' })).toBeTruthy();
    expect(desksOfGroup).toHaveBeenCalledWith('proiect-alfa', DAY);
    expect(desksOfDay).not.toHaveBeenCalled();
  });
});

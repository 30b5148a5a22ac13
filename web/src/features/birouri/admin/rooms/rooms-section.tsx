import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { foldSearch } from '@domain/schemas/users-admin.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import type { Room } from '@/api/rooms.js';
import { AdminList } from '@/components/admin-list/admin-list.js';
import { useServerTime } from '@/lib/server-time.js';
import { groupNames } from '@/lib/group-names.js';
import { useOfficeGroups } from '../office-groups.js';
import { featuresText } from './room-edit-form.js';
import { RoomEditDialog } from './room-edit-dialog.js';

interface RoomRow {
  id: string;
  name: string;
  floor: number;
  peopleNo: number;
  features: string;
  groups: string;
  /** What the dialog edits. */
  room: Room;
}

const COLUMNS: GridColDef<RoomRow>[] = [
  { field: 'name', headerName: 'Sala', flex: 1, minWidth: 160 },
  { field: 'floor', headerName: 'Etaj', type: 'number', width: 80, align: 'left', headerAlign: 'left' },
  { field: 'peopleNo', headerName: 'Capacitate', type: 'number', width: 110, align: 'left', headerAlign: 'left' },
  { field: 'features', headerName: 'Dotări', flex: 1, minWidth: 200 },
  { field: 'groups', headerName: 'Grupuri', flex: 2, minWidth: 220 },
];

const matches = (row: RoomRow, search: string) => foldSearch(row.name).includes(foldSearch(search.trim()));

/** Săli: every meeting room of building 1, searched by name; a room opens its settings. */
export function RoomsSection() {
  const time = useServerTime();
  // The booking screen's own query of all rooms: a change here shows there at once.
  const rooms = useQuery({ ...getRoomsQueryOptions(null, time.today()), enabled: time.ready });
  const groups = useOfficeGroups();
  const rows = useMemo<RoomRow[]>(
    () =>
      (rooms.data ?? []).map((r) => ({
        id: r.id,
        name: r.details.name,
        floor: r.floor,
        peopleNo: r.peopleNo,
        features: featuresText(r.details),
        groups: groupNames(r.groupsIdList, groups.data).join(', '),
        room: r,
      })),
    [rooms.data, groups.data],
  );

  return (
    <AdminList<RoomRow>
      title="Săli"
      searchLabel="Căutați sala"
      searchPlaceholder="Numele sălii"
      matches={matches}
      rows={rows}
      columns={COLUMNS}
      loading={rooms.isPending}
      error={rooms.error}
      size={{ height: 480 }}
      dialog={(row, close) => <RoomEditDialog key={row.id} room={row.room} onClose={close} />}
    />
  );
}

import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { foldSearch } from '@domain/schemas/users-admin.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import type { Room } from '@/api/rooms.js';
import { AdminList } from '@/components/admin-list/admin-list.js';
import { flexAdmin, type FlexAdminKey } from '@/i18n/flex-admin.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
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

/** The list's columns, headed in the person's language. */
const columns = (t: Translate<FlexAdminKey>): GridColDef<RoomRow>[] => [
  { field: 'name', headerName: t('flexAdmin.room'), flex: 1, minWidth: 160 },
  { field: 'floor', headerName: t('flexAdmin.floor'), type: 'number', width: 80, align: 'left', headerAlign: 'left' },
  { field: 'peopleNo', headerName: t('flexAdmin.rooms.capacity'), type: 'number', width: 110, align: 'left', headerAlign: 'left' },
  { field: 'features', headerName: t('flexAdmin.rooms.features'), flex: 1, minWidth: 200 },
  { field: 'groups', headerName: t('flexAdmin.groups'), flex: 2, minWidth: 220 },
];

const matches = (row: RoomRow, search: string) => foldSearch(row.name).includes(foldSearch(search.trim()));

/** Săli: every meeting room of building 1, searched by name; a room opens its settings. */
export function RoomsSection() {
  const t = useT(flexAdmin);
  const language = useLanguage();
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
    [rooms.data, groups.data, language],
  );
  // The columns change only with the language (t reads it).
  const cols = useMemo(() => columns(t), [language]);

  return (
    <AdminList<RoomRow>
      title={t('flexAdmin.console.rooms')}
      searchLabel={t('flexAdmin.members.rooms.search')}
      searchPlaceholder={t('flexAdmin.rooms.searchPlaceholder')}
      matches={matches}
      rows={rows}
      columns={cols}
      loading={rooms.isPending}
      error={rooms.error}
      size={{ height: 480 }}
      dialog={(row, close) => <RoomEditDialog key={row.id} room={row.room} onClose={close} />}
    />
  );
}

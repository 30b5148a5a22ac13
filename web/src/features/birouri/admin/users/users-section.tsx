import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { OFFICE } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { UsersTable } from '@/components/admin/users/users-table.js';
import type { TableOptions } from '@/components/admin/users/users-table-state.js';
import { getAllGroupsQueryOptions } from '@/api/queries/groups-admin.js';
import { ROLE_LABELS } from './user-form.js';
import { admin } from '@/i18n/admin.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

/** The flexible office lists its own people only. */
const OFFICE_TABLE: TableOptions = { building: OFFICE, filters: [OFFICE] };

/**
 * The flexible office's people (flex-office §2 "Users: list and detail"): one page at a time,
 * sorted and searched on the server (name, user name or e-mail, ignoring case and diacritics),
 * so that a company of 10,000 lists at once. A row opens the person's detail.
 */
export function UsersSection() {
  const t = useT(admin);
  const language = useLanguage();
  const yesNo = (v: boolean) => t(v ? 'admin.yes' : 'admin.no');
  const groups = useQuery(getAllGroupsQueryOptions());
  const groupName = useMemo(() => new Map((groups.data ?? []).map((g) => [g._id, g.name])), [groups.data]);
  const columns = useMemo<GridColDef<UserInfo>[]>(
    () => [
      { field: 'name', headerName: t('admin.userForm.name'), flex: 1.2, minWidth: 150 },
      { field: 'username', headerName: t('admin.userForm.username'), flex: 1, minWidth: 130 },
      { field: 'email', headerName: t('admin.userForm.email'), flex: 1.4, minWidth: 170 },
      {
        field: 'mainGroup',
        headerName: t('admin.userForm.mainGroup'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (v: string | null) => (v ? (groupName.get(v) ?? v) : ''),
      },
      {
        field: 'role',
        headerName: t('admin.userForm.role'),
        width: 110,
        sortable: false,
        valueGetter: (v: UserInfo['role']) => ROLE_LABELS[v],
      },
      {
        field: 'parkingRight',
        headerName: t('admin.users.column.parking'),
        description: t('admin.userForm.parkingRight'),
        width: 90,
        sortable: false,
        valueGetter: yesNo,
      },
      {
        field: 'tower',
        headerName: t('admin.users.column.tower'),
        description: t('admin.users.column.towerHint'),
        width: 80,
        sortable: false,
        valueGetter: (_v: unknown, row: UserInfo) => yesNo(row.building === '2' || row.buildingList.includes('2')),
      },
    ],
    [groupName, language],
  );

  return (
    <UsersTable
      columns={columns}
      options={OFFICE_TABLE}
      searchLabel={t('admin.users.search')}
      searchPlaceholder={t('admin.users.searchPlaceholder')}
    />
  );
}

import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminList } from '@/components/admin-list/admin-list.js';
import { compareDeskIds, matchesDeskId } from '@/lib/desk-search.js';
import { useOfficeGroups } from '../office-groups.js';
import { deskRows, type DeskRow } from './desk-rows.js';
import { useAdminDesks } from './use-admin-desks.js';

const COLUMNS: GridColDef<DeskRow>[] = [
  {
    field: 'id',
    headerName: 'Birou',
    width: 110,
    sortComparator: (a: string, b: string) => compareDeskIds(a, b),
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={row.id}>
        {row.id}
      </Link>
    ),
  },
  { field: 'floor', headerName: 'Etaj', type: 'number', width: 80, align: 'left', headerAlign: 'left' },
  { field: 'groups', headerName: 'Grupuri', flex: 2, minWidth: 200 },
  { field: 'type', headerName: 'Tip', width: 100 },
  { field: 'manager', headerName: 'Blocat / alocat pentru', flex: 1, minWidth: 180 },
];

const matches = (row: DeskRow, search: string) => matchesDeskId(search, row.id);

/** Birouri: every desk of building 1 (floors 4 and 5), searched by its id; a desk opens its settings. */
export function DesksSection() {
  const desks = useAdminDesks();
  const groups = useOfficeGroups();
  const navigate = useNavigate();
  const rows = useMemo(() => deskRows(desks.data ?? [], groups.data, ''), [desks.data, groups.data]);

  return (
    <AdminList<DeskRow>
      title="Birouri"
      searchLabel="Căutați biroul"
      searchPlaceholder="de exemplu 4-12"
      matches={matches}
      rows={rows}
      columns={COLUMNS}
      loading={desks.isPending}
      error={desks.error}
      onOpen={(row) => void navigate(row.id)}
    />
  );
}

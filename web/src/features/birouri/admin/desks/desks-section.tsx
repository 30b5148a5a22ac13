import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminList } from '@/components/admin-list/admin-list.js';
import { flexAdmin, type FlexAdminKey } from '@/i18n/flex-admin.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { compareDeskIds, matchesDeskId } from '@/lib/desk-search.js';
import { useOfficeGroups } from '../office-groups.js';
import { deskRows, type DeskRow } from './desk-rows.js';
import { useAdminDesks } from './use-admin-desks.js';

/** The list's columns, headed in the person's language. */
const columns = (t: Translate<FlexAdminKey>): GridColDef<DeskRow>[] => [
  {
    field: 'id',
    headerName: t('flexAdmin.desk'),
    width: 110,
    sortComparator: (a: string, b: string) => compareDeskIds(a, b),
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={row.id}>
        {row.id}
      </Link>
    ),
  },
  { field: 'floor', headerName: t('flexAdmin.floor'), type: 'number', width: 80, align: 'left', headerAlign: 'left' },
  { field: 'groups', headerName: t('flexAdmin.groups'), flex: 2, minWidth: 200 },
  { field: 'type', headerName: t('flexAdmin.type'), width: 100 },
  { field: 'manager', headerName: t('flexAdmin.desks.holderColumn'), flex: 1, minWidth: 180 },
];

const matches = (row: DeskRow, search: string) => matchesDeskId(search, row.id);

/** Birouri: every desk of building 1 (floors 4 and 5), searched by its id; a desk opens its settings. */
export function DesksSection() {
  const t = useT(flexAdmin);
  const language = useLanguage();
  const desks = useAdminDesks();
  const groups = useOfficeGroups();
  const navigate = useNavigate();
  const rows = useMemo(() => deskRows(desks.data ?? [], groups.data, ''), [desks.data, groups.data, language]);
  // The columns change only with the language (t reads it).
  const cols = useMemo(() => columns(t), [language]);

  return (
    <AdminList<DeskRow>
      title={t('flexAdmin.console.desks')}
      searchLabel={t('flexAdmin.desks.search')}
      searchPlaceholder={t('flexAdmin.desks.searchExample')}
      matches={matches}
      rows={rows}
      columns={cols}
      loading={desks.isPending}
      error={desks.error}
      onOpen={(row) => void navigate(row.id)}
    />
  );
}

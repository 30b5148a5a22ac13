import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { OFFICE, TOWER } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { UsersTable } from '@/components/admin/users/users-table.js';
import type { TableOptions } from '@/components/admin/users/users-table-state.js';
import { buildingNames } from './tower-users-table.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { yesNoShown } from '../admin-words.js';

/** The columns in the person's language. */
const columnsOf = (t: Translate<TowerAdminKey>): GridColDef<UserInfo>[] => [
  { field: 'name', headerName: t('towerAdmin.field.name'), flex: 1.2, minWidth: 150 },
  { field: 'username', headerName: t('towerAdmin.field.username'), flex: 1, minWidth: 140 },
  { field: 'email', headerName: t('towerAdmin.field.email'), flex: 1.4, minWidth: 180 },
  { field: 'phoneNumber', headerName: t('towerAdmin.field.phone'), width: 130, sortable: false },
  {
    field: 'buildings',
    headerName: t('towerAdmin.field.buildings'),
    width: 150,
    sortable: false,
    valueGetter: (_v: unknown, row: UserInfo) => buildingNames(row),
  },
  {
    field: 'parkingRight',
    headerName: t('towerAdmin.field.parkingRight'),
    width: 130,
    sortable: false,
    valueGetter: (v: boolean) => yesNoShown(v),
  },
];
/** On a phone the table keeps the name and the e-mail. */
const PHONE_HIDDEN = { username: false, phoneNumber: false, buildings: false, parkingRight: false };
/** The tower console opens on the tower's users, and may show everyone or the office's. */
const TOWER_TABLE: TableOptions = { building: TOWER, filters: ['all', OFFICE, TOWER] };

/**
 * Utilizatori (tower §2 "Tower admin screen"): the users one page at a time, searched by name
 * and filtered by building on the server, so that a company's thousands list at once. A row
 * opens the user's detail.
 */
export function TowerUsersSection() {
  const t = useT(towerAdmin);
  const language = useLanguage();
  // Made again when the language changes (t speaks the active one).
  const columns = useMemo(() => columnsOf(t), [language]);
  return <UsersTable columns={columns} options={TOWER_TABLE} searchLabel={t('towerAdmin.users.search')} phoneHidden={PHONE_HIDDEN} />;
}

import type { GridColDef } from '@mui/x-data-grid';
import { OFFICE, TOWER } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { UsersTable } from '@/components/admin/users/users-table.js';
import type { TableOptions } from '@/components/admin/users/users-table-state.js';
import { buildingNames } from './tower-users-table.js';
import { yesNo } from '@domain/labels.js';

const COLUMNS: GridColDef<UserInfo>[] = [
  { field: 'name', headerName: 'Nume', flex: 1.2, minWidth: 150 },
  { field: 'username', headerName: 'Nume de utilizator', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'E-mail', flex: 1.4, minWidth: 180 },
  { field: 'phoneNumber', headerName: 'Telefon', width: 130, sortable: false },
  {
    field: 'buildings',
    headerName: 'Clădiri',
    width: 150,
    sortable: false,
    valueGetter: (_v: unknown, row: UserInfo) => buildingNames(row),
  },
  { field: 'parkingRight', headerName: 'Drept de parcare', width: 130, sortable: false, valueGetter: yesNo },
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
  return <UsersTable columns={COLUMNS} options={TOWER_TABLE} searchLabel="Căutați după nume" phoneHidden={PHONE_HIDDEN} />;
}

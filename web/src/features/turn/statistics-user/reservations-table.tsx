import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { formatDay } from '@domain/time.js';
import { adminMayCancel, adminMayChangeCar } from '@domain/tower/admin-rules.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import { DataTable } from '@/components/data-table.js';
import { rowTypeLabel } from '../tower-labels.js';
import { ADMIN_RESERVATIONS_UI } from './admin-reservations-messages.js';

/** Page sizes of tower §9: a computer 10/15/20 (10 first), a phone 5/10/20 (5 first). */
export const PAGE_SIZES = { computer: [10, 15, 20], phone: [5, 10, 20] } as const;

interface Props {
  rows: TowerReservationRow[];
  total: number;
  loading: boolean;
  phone: boolean;
  today: string;
  pagination: GridPaginationModel;
  onPaginationChange(model: GridPaginationModel): void;
  onEdit(row: TowerReservationRow): void;
  onDelete(row: TowerReservationRow): void;
}

const who = (r: TowerReservationRow) => `${r.name}, ${formatDay(r.date)}`;

function actionsColumn(today: string, onEdit: Props['onEdit'], onDelete: Props['onDelete']): GridColDef<TowerReservationRow> {
  return {
    field: 'actions',
    headerName: 'Acțiuni',
    width: 96,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
        {/* The car of a request can change only while its day is still ahead (tower §4). */}
        {adminMayChangeCar({ type: row.type, reservation_date: row.date }, today) ? (
          <IconButton size="small" aria-label={`Schimbați mașina: ${who(row)}`} onClick={() => onEdit(row)}>
            <Edit fontSize="small" />
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        {adminMayCancel(row) && (
          <IconButton size="small" color="error" aria-label={`Ștergeți rezervarea: ${who(row)}`} onClick={() => onDelete(row)}>
            <Delete fontSize="small" />
          </IconButton>
        )}
      </Stack>
    ),
  };
}

/** The columns of tower §2. */
const COMPUTER: GridColDef<TowerReservationRow>[] = [
  { field: 'date', headerName: 'Data', width: 100, valueFormatter: (v: string) => formatDay(v) },
  { field: 'licensePlate', headerName: 'Nr. înmatriculare', flex: 0.8, minWidth: 100 },
  { field: 'name', headerName: 'Nume', flex: 1, minWidth: 110 },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 130 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 150, valueGetter: (_v, r) => rowTypeLabel(r) },
  { field: 'graded', headerName: 'Evaluare', width: 85 },
  { field: 'functionCar', headerName: 'Mașină de serviciu', width: 130 },
];

const lines = (first: string, second: string) => (
  <Box sx={{ py: 0.75, lineHeight: 1.35, whiteSpace: 'normal' }}>
    <div>{first}</div>
    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{second}</Box>
  </Box>
);

/** A phone has room for three columns: the day with its status, the person with the car, the actions. */
const PHONE: GridColDef<TowerReservationRow>[] = [
  { field: 'date', headerName: 'Data', width: 118, renderCell: ({ row }) => lines(formatDay(row.date), rowTypeLabel(row)) },
  { field: 'name', headerName: 'Utilizator', flex: 1, minWidth: 120, renderCell: ({ row }) => lines(row.name, row.licensePlate) },
];

const NoRows = () => <Box sx={{ p: 2 }}>{ADMIN_RESERVATIONS_UI.noRows}</Box>;

/** The requests, one page at a time from the server, already in date order. */
export function ReservationsTable({ rows, total, loading, phone, today, pagination, onPaginationChange, onEdit, onDelete }: Props) {
  const columns = [...(phone ? PHONE : COMPUTER), actionsColumn(today, onEdit, onDelete)];
  return (
    <DataTable<TowerReservationRow>
      aria-label="Rezervările utilizatorilor"
      rows={rows}
      columns={columns}
      getRowId={(r) => r._id}
      loading={loading}
      rowCount={total}
      paginationMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPaginationChange}
      pageSizeOptions={[...(phone ? PAGE_SIZES.phone : PAGE_SIZES.computer)]}
      disableColumnSorting
      disableColumnFilter
      autoHeight
      getRowHeight={phone ? () => 'auto' : undefined}
      slots={{ noRowsOverlay: NoRows }}
      // The grid hides the page-size choice on narrow screens; a phone keeps its 5/10/20.
      sx={phone ? { '& .MuiTablePagination-input': { display: 'inline-flex' } } : undefined}
    />
  );
}

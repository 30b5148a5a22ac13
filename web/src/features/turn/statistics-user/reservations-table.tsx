import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { adminMayCancel, adminMayChangeCar } from '@domain/tower/admin-rules.js';
import type { TowerReservationRow } from '@/api/tower-statistics.js';
import type { YesNo } from '@domain/schemas/statistics-answers.js';
import { DataTable } from '@/components/data-table.js';
import { formatDay } from '@/i18n/dates.js';
import { translate } from '@/i18n/i18n.js';
import type { Language } from '@/i18n/language.js';
import { towerStatistics, type TowerStatisticsKey } from '@/i18n/tower-statistics.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { rowTypeLabel } from './type-words.js';

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
  /** Whether the rows name people (the tower's statisticsPerPerson, decisions §25): without, no person's column and no change of car. */
  named: boolean;
}

// The columns are made in the language active now (issue #40); the table remakes them when it changes.
const say = (key: TowerStatisticsKey, values?: Record<string, string>) => translate(towerStatistics, key, values);

/** The API's 'Da' or 'Nu' (the export's words) in the person's language. */
const yesNo = (v: YesNo) => say(v === 'Da' ? 'towerStatistics.table.yes' : 'towerStatistics.table.no');

/** A row in the actions' names: its owner and day, or its day alone without names. */
const who = (r: TowerReservationRow, language: Language) =>
  r.name === null ? formatDay(r.date, language) : `${r.name}, ${formatDay(r.date, language)}`;

function actionsColumn(
  today: string,
  language: Language,
  onEdit: Props['onEdit'],
  onDelete: Props['onDelete'],
): GridColDef<TowerReservationRow> {
  return {
    field: 'actions',
    headerName: say('towerStatistics.table.actions'),
    width: 96,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
        {/* The car of a request can change only while its day is still ahead (tower §4), to another of its owner's: named rows only. */}
        {row.uuid !== null && adminMayChangeCar({ type: row.type, reservation_date: row.date }, today) ? (
          <IconButton
            size="small"
            aria-label={say('towerStatistics.table.changeCar', { who: who(row, language) })}
            onClick={() => onEdit(row)}
          >
            <Edit fontSize="small" />
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        {adminMayCancel(row) && (
          <IconButton
            size="small"
            color="error"
            aria-label={say('towerStatistics.table.delete', { who: who(row, language) })}
            onClick={() => onDelete(row)}
          >
            <Delete fontSize="small" />
          </IconButton>
        )}
      </Stack>
    ),
  };
}

/** The columns that say whose a request is: none without names (decisions §25). */
const PERSON_FIELDS = new Set(['licensePlate', 'name', 'email']);

/** The columns of tower §2. */
const computer = (language: Language): GridColDef<TowerReservationRow>[] => [
  { field: 'date', headerName: say('towerStatistics.date'), width: 100, valueFormatter: (v: string) => formatDay(v, language) },
  { field: 'licensePlate', headerName: say('towerStatistics.table.plate'), flex: 0.8, minWidth: 100 },
  { field: 'name', headerName: say('towerStatistics.table.name'), flex: 1, minWidth: 110 },
  { field: 'email', headerName: say('towerStatistics.table.email'), flex: 1.2, minWidth: 130 },
  { field: 'status', headerName: say('towerStatistics.table.status'), flex: 1, minWidth: 150, valueGetter: (_v, r) => rowTypeLabel(r) },
  { field: 'graded', headerName: say('towerStatistics.table.graded'), width: 85, valueFormatter: yesNo },
  { field: 'functionCar', headerName: say('towerStatistics.table.functionCar'), width: 130, valueFormatter: yesNo },
];

const lines = (first: string, second: string) => (
  <Box sx={{ py: 0.75, lineHeight: 1.35, whiteSpace: 'normal' }}>
    <div>{first}</div>
    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{second}</Box>
  </Box>
);

/** A phone has room for three columns: the day with its status, the person with the car, the actions. */
const phoneColumns = (language: Language): GridColDef<TowerReservationRow>[] => [
  {
    field: 'date',
    headerName: say('towerStatistics.date'),
    width: 118,
    renderCell: ({ row }) => lines(formatDay(row.date, language), rowTypeLabel(row)),
  },
  {
    field: 'name',
    headerName: say('towerStatistics.users.user'),
    flex: 1,
    minWidth: 120,
    renderCell: ({ row }) => lines(row.name ?? '', row.licensePlate ?? ''),
  },
];

function NoRows() {
  const t = useT(towerStatistics);
  return <Box sx={{ p: 2 }}>{t('towerStatistics.users.noRows')}</Box>;
}

/** The requests, one page at a time from the server, already in date order. */
export function ReservationsTable({ rows, total, loading, phone, today, pagination, onPaginationChange, onEdit, onDelete, named }: Props) {
  const t = useT(towerStatistics);
  const language = useLanguage();
  const columns = useMemo(
    () => [
      ...(phone ? phoneColumns(language) : computer(language)).filter((c) => named || !PERSON_FIELDS.has(c.field)),
      actionsColumn(today, language, onEdit, onDelete),
    ],
    [phone, language, today, onEdit, onDelete, named],
  );
  return (
    <DataTable<TowerReservationRow>
      aria-label={t('towerStatistics.table.label')}
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

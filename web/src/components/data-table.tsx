import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { roRO } from '@mui/x-data-grid/locales';
import { formatNumber, formatPercent } from '@/i18n/dates.js';
import { useLanguage } from '@/i18n/use-t.js';

// The one table of the app (MUI X Data Grid, community edition), in Romanian or, when chosen, in
// MUI's own English (issue #40). Tables that can
// grow with the company (users, audit, reservations) pass paginationMode/sortingMode "server".
const ro = new Intl.NumberFormat('ro-RO');
// The Romanian locale leaves the pager's "1–25 of 224" untranslated.
const localeText: DataGridProps['localeText'] = {
  ...roRO.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) =>
    `${ro.format(from)}–${ro.format(to)} din ${count == null || count === -1 ? `peste ${ro.format(to)}` : ro.format(count)}`,
};

export const PAGE_SIZES = [10, 25, 50, 100];

/** A column of whole numbers, written in the person's language (1.234, 1,234). */
export function countColumn<R extends GridValidRowModel>(field: keyof R & string, headerName: string, width = 110): GridColDef<R> {
  return { field, headerName, type: 'number', width, valueFormatter: (v: number) => formatNumber(v) };
}

/**
 * A column of percentages (0–100), written in the person's language (87 %, 87%). `of` names the count the share
 * is taken of: where it is 0 there is no share, shown '—' rather than '0 %' (#39 point 7).
 */
export function percentColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width = 140,
  of?: keyof R & string,
): GridColDef<R> {
  return {
    field,
    headerName,
    type: 'number',
    width,
    valueFormatter: (v: number, row: R) => (of && row[of] === 0 ? '—' : formatPercent(v)),
  };
}

export function DataTable<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const language = useLanguage();
  return (
    <DataGrid<R>
      density="compact"
      disableRowSelectionOnClick
      pageSizeOptions={PAGE_SIZES}
      initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
      localeText={language === 'ro' ? localeText : undefined}
      {...props}
      sx={[
        { bgcolor: 'background.paper', '& .MuiDataGrid-row': props.onRowClick ? { cursor: 'pointer' } : {} },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}

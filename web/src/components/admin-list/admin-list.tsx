import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataGridProps, GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '@/api/client.js';
import { DataTable } from '@/components/data-table.js';
import { useIsPhone } from '@/lib/use-is-phone.js';

export interface AdminListProps<R extends GridValidRowModel> {
  /** The section's heading, and the table's name for screen readers (the browser tests find it by it). */
  title: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** How wide the search field may grow. */
  searchWidth?: number;
  /** The search as typed, when the screen keeps it (in the address, say); else the list keeps it. */
  search?: { value: string; onChange: (text: string) => void };
  /** Which rows a search keeps; without it the rows come searched already (by the server, say). */
  matches?: (row: R, search: string) => boolean;
  /** Filters beside the search. */
  filters?: ReactNode;
  rows: readonly R[];
  columns: GridColDef<R>[];
  loading: boolean;
  /** Why the rows did not load, if they did not. */
  error?: unknown;
  /** What a row opens, by a click or Enter: a page, say. */
  onOpen?: (row: R) => void;
  /** Or the dialog a row opens. */
  dialog?: (row: R, close: () => void) => ReactNode;
  /** Columns a phone hides unless the user shows them again. */
  phoneHidden?: GridColumnVisibilityModel;
  /** The table's box: the grid fills it. */
  size?: SxProps<Theme>;
  /** The rest of the table's settings: its row id, server paging and sorting. */
  grid?: Partial<DataGridProps<R>>;
}

const SIZE: SxProps<Theme> = { height: 'calc(100vh - 260px)', minHeight: 420 };

/**
 * An administration list (users, desks, rooms, cars): a heading, a search, the table, and what a
 * row opens. The table shows the grid's own empty and loading states.
 */
export function AdminList<R extends GridValidRowModel>(p: AdminListProps<R>) {
  const phone = useIsPhone();
  const [own, setOwn] = useState('');
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>({});
  const [opened, setOpened] = useState<R | null>(null);
  const search = p.search ?? { value: own, onChange: setOwn };
  const { rows: all, matches } = p;
  const rows = useMemo(() => (matches ? all.filter((r) => matches(r, search.value)) : all), [all, matches, search.value]);
  const open = (row: R) => (p.dialog ? setOpened(row) : p.onOpen?.(row));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {p.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          label={p.searchLabel}
          placeholder={p.searchPlaceholder}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
          sx={{ flexGrow: 1, maxWidth: p.searchWidth ?? 320 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        {p.filters}
      </Stack>
      {p.error != null && <Alert severity="error">{errorMessage(p.error)}</Alert>}
      <Box sx={p.size ?? SIZE}>
        <DataTable<R>
          aria-label={p.title}
          rows={rows}
          columns={p.columns}
          loading={p.loading}
          columnVisibilityModel={phone && p.phoneHidden ? { ...p.phoneHidden, ...visibility } : visibility}
          onColumnVisibilityModelChange={setVisibility}
          onRowClick={({ row }) => open(row)}
          onCellKeyDown={({ row }, e) => {
            if (e.key === 'Enter') open(row);
          }}
          {...p.grid}
        />
      </Box>
      {opened && p.dialog?.(opened, () => setOpened(null))}
    </Stack>
  );
}

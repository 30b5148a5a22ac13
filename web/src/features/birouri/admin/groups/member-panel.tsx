import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useT } from '@/i18n/use-t.js';

interface Props<R extends GridValidRowModel> {
  title: string;
  rows: R[];
  columns: GridColDef<R>[];
  getRowId(row: R): string;
  /** Whether a row matches the search box. */
  matches(row: R, query: string): boolean;
  searchLabel: string;
  empty: string;
  /** The accessible name of a row's remove button ('Scoateți biroul 4-12'). */
  removeName(row: R): string;
  busy: boolean;
  onRemove(row: R): void;
  /** The picker that adds a member. */
  adder: ReactNode;
  /** The last removal, with its 'Anulați'. */
  undo?: ReactNode;
}

/** One membership list of a group: searchable, each member with its remove button, and the picker that adds one. */
export function MemberPanel<R extends GridValidRowModel>({
  title,
  rows,
  columns,
  getRowId,
  matches,
  searchLabel,
  empty,
  removeName,
  busy,
  onRemove,
  adder,
  undo,
}: Props<R>) {
  const t = useT(flexAdmin);
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => rows.filter((r) => matches(r, query)), [rows, matches, query]);
  const noRows = query.trim() ? t('flexAdmin.members.noMatch') : empty;
  // The grid's overlay is a component: made again only when its text changes.
  const noRowsOverlay = useMemo(() => () => <Box sx={{ p: 2 }}>{noRows}</Box>, [noRows]);
  const withAction: GridColDef<R>[] = [
    ...columns,
    {
      field: '__remove',
      headerName: '',
      width: 130,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color="error"
          startIcon={<RemoveCircleOutline />}
          aria-label={removeName(row)}
          disabled={busy}
          onClick={() => onRemove(row)}
        >
          {t('flexAdmin.members.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Stack spacing={1.5}>
        <Typography id={id} variant="h6" component="h3">
          {title} ({rows.length})
        </Typography>
        {adder}
        {undo}
        <TextField
          type="search"
          size="small"
          label={searchLabel}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
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
        <Box sx={{ height: 360 }}>
          <DataTable<R>
            aria-label={title}
            rows={shown}
            columns={withAction}
            getRowId={getRowId}
            initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
            slots={{ noRowsOverlay }}
          />
        </Box>
      </Stack>
    </Paper>
  );
}

import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Group } from '@domain/schemas/accounts.js';
import type { ProjectDesk } from '@/api/projects.js';
import { DataTable } from '@/components/data-table.js';
import { manager } from '@/i18n/manager.js';
import { useT } from '@/i18n/use-t.js';
import { deskListRows, type DeskListRow } from '@/lib/desk-rows.js';
import { compareDeskIds } from '@/lib/desk-search.js';

interface Props {
  title: string;
  desks: ProjectDesk[];
  groups: Group[] | undefined;
  empty: string;
  /** The button of each row: 'Adăugați' or 'Scoateți'. */
  action: { label: string; name(deskId: string): string; color?: 'primary' | 'error'; icon: ReactNode };
  busy: boolean;
  onAction(deskId: string): void;
}

/** One of a project's two desk lists, searched by desk id, with one action per desk. */
export function ProjectDesksTable({ title, desks, groups, empty, action, busy, onAction }: Props) {
  const t = useT(manager);
  const id = useId();
  const [query, setQuery] = useState('');
  const rows = useMemo(() => deskListRows(desks, groups, query), [desks, groups, query]);
  const noRows = query.trim() ? t('manager.desks.noMatch') : empty;
  // The grid's overlay is a component: made again only when its text changes.
  const noRowsOverlay = useMemo(() => () => <Box sx={{ p: 2 }}>{noRows}</Box>, [noRows]);
  const columns: GridColDef<DeskListRow>[] = [
    { field: 'id', headerName: t('manager.desks.desk'), width: 100, sortComparator: (a: string, b: string) => compareDeskIds(a, b) },
    { field: 'floor', headerName: t('manager.desks.floor'), type: 'number', width: 70, align: 'left', headerAlign: 'left' },
    { field: 'groups', headerName: t('manager.desks.groups'), flex: 1, minWidth: 160 },
    {
      field: 'action',
      headerName: '',
      width: 140,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color={action.color}
          startIcon={action.icon}
          aria-label={action.name(row.id)}
          disabled={busy}
          onClick={() => onAction(row.id)}
        >
          {action.label}
        </Button>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Stack spacing={1.5}>
        <Typography id={id} variant="h6" component="h3">
          {title} ({desks.length})
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('manager.desks.search')}
          placeholder={t('manager.desks.example')}
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
        <Box sx={{ height: 420 }}>
          <DataTable<DeskListRow>
            aria-label={title}
            rows={rows}
            columns={columns}
            initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
            slots={{ noRowsOverlay }}
          />
        </Box>
      </Stack>
    </Paper>
  );
}

import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client.js';
import { DataTable } from '@/components/data-table.js';
import { compareDeskIds } from '@/lib/desk-search.js';
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

/** Birouri: every desk of building 1 (floors 4 and 5), searched by its id; a desk opens its settings. */
export function DesksSection() {
  const desks = useAdminDesks();
  const groups = useOfficeGroups();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const rows = useMemo(() => deskRows(desks.data ?? [], groups.data, query), [desks.data, groups.data, query]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Birouri
      </Typography>
      <TextField
        type="search"
        label="Căutați biroul"
        placeholder="de exemplu 4-12"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ maxWidth: 320 }}
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
      {desks.isError && <Alert severity="error">{errorMessage(desks.error)}</Alert>}
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <DataTable<DeskRow>
          aria-label="Birouri"
          rows={rows}
          columns={COLUMNS}
          loading={desks.isPending}
          onRowClick={({ row }) => navigate(row.id)}
          onCellKeyDown={({ row }, e) => {
            if (e.key === 'Enter') navigate(row.id);
          }}
        />
      </Box>
    </Stack>
  );
}

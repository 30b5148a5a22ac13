import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Group } from '@domain/schemas/accounts.js';
import { DataTable } from '@/components/data-table.js';
import { flexAdmin, type FlexAdminKey } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { useOfficeGroups } from '../office-groups.js';
import { groupRows } from './group-rows.js';
import { groupTypeName } from './group-words.js';
import { ProviderGroupsSection } from './provider-groups-section.js';

/** The list's columns, headed in the person's language. */
const columns = (t: Translate<FlexAdminKey>): GridColDef<Group>[] => [
  {
    field: 'name',
    headerName: t('flexAdmin.name'),
    flex: 2,
    minWidth: 200,
    sortComparator: (a: string, b: string) => a.localeCompare(b, 'ro'),
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={encodeURIComponent(row._id)}>
        {row.name}
      </Link>
    ),
  },
  { field: 'type', headerName: t('flexAdmin.type'), width: 140, valueFormatter: (type: Group['type']) => groupTypeName(type) },
  { field: 'parkingSpots', headerName: t('flexAdmin.parkingSpots'), type: 'number', width: 160, align: 'left', headerAlign: 'left' },
];

/** Grupuri: the departments and projects of the flexible office, searched by name; a group opens its detail. */
export function GroupsSection() {
  const t = useT(flexAdmin);
  const language = useLanguage();
  const refusal = useRefusalWords();
  const groups = useOfficeGroups();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const rows = useMemo(() => groupRows(groups.data ?? [], query), [groups.data, query]);
  // The columns change only with the language (t reads it).
  const cols = useMemo(() => columns(t), [language]);
  const open = (id: string) => navigate(encodeURIComponent(id));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {t('flexAdmin.console.groups')}
        </Typography>
        <Button component={RouterLink} to="../grup-nou" startIcon={<Add />} variant="outlined">
          {t('flexAdmin.console.newGroup')}
        </Button>
      </Stack>
      <TextField
        type="search"
        label={t('flexAdmin.groups.search')}
        placeholder={t('flexAdmin.groups.searchHint')}
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
      {groups.isError && <Alert severity="error">{refusal(groups.error)}</Alert>}
      <Box sx={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <DataTable<Group>
          aria-label={t('flexAdmin.console.groups')}
          rows={rows}
          columns={cols}
          getRowId={(g) => g._id}
          loading={groups.isPending}
          onRowClick={({ row }) => open(row._id)}
          onCellKeyDown={({ row }, e) => {
            if (e.key === 'Enter') open(row._id);
          }}
        />
      </Box>
      <ProviderGroupsSection />
    </Stack>
  );
}

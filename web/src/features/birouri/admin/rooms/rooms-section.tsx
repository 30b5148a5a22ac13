import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { foldSearch } from '@domain/schemas/users-admin.js';
import { errorMessage } from '@/api/client.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import type { Room } from '@/api/rooms.js';
import { DataTable } from '@/components/data-table.js';
import { useServerTime } from '@/lib/server-time.js';
import { groupNames } from '@/lib/group-names.js';
import { useOfficeGroups } from '../office-groups.js';
import { featuresText } from './room-edit-form.js';
import { RoomEditDialog } from './room-edit-dialog.js';

interface RoomRow {
  id: string;
  name: string;
  floor: number;
  peopleNo: number;
  features: string;
  groups: string;
}

const COLUMNS: GridColDef<RoomRow>[] = [
  { field: 'name', headerName: 'Sala', flex: 1, minWidth: 160 },
  { field: 'floor', headerName: 'Etaj', type: 'number', width: 80, align: 'left', headerAlign: 'left' },
  { field: 'peopleNo', headerName: 'Capacitate', type: 'number', width: 110, align: 'left', headerAlign: 'left' },
  { field: 'features', headerName: 'Dotări', flex: 1, minWidth: 200 },
  { field: 'groups', headerName: 'Grupuri', flex: 2, minWidth: 220 },
];

/** Săli: every meeting room of building 1, searched by name; a room opens its settings. */
export function RoomsSection() {
  const time = useServerTime();
  // The booking screen's own query of all rooms: a change here shows there at once.
  const rooms = useQuery({ ...getRoomsQueryOptions(null, time.today()), enabled: time.ready });
  const groups = useOfficeGroups();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Room | null>(null);
  const rows = useMemo<RoomRow[]>(
    () =>
      (rooms.data ?? [])
        .filter((r) => foldSearch(r.details.name).includes(foldSearch(query.trim())))
        .map((r) => ({
          id: r.id,
          name: r.details.name,
          floor: r.floor,
          peopleNo: r.peopleNo,
          features: featuresText(r.details),
          groups: groupNames(r.groupsIdList, groups.data).join(', '),
        })),
    [rooms.data, groups.data, query],
  );
  const open = (id: string) => setEditing(rooms.data?.find((r) => r.id === id) ?? null);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Săli
      </Typography>
      <TextField
        type="search"
        label="Căutați sala"
        placeholder="Numele sălii"
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
      {rooms.isError && <Alert severity="error">{errorMessage(rooms.error)}</Alert>}
      <Box sx={{ height: 480 }}>
        <DataTable<RoomRow>
          aria-label="Săli"
          rows={rows}
          columns={COLUMNS}
          loading={rooms.isPending}
          onRowClick={({ row }) => open(row.id)}
          onCellKeyDown={({ row }, e) => {
            if (e.key === 'Enter') open(row.id);
          }}
        />
      </Box>
      {editing && <RoomEditDialog key={editing.id} room={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

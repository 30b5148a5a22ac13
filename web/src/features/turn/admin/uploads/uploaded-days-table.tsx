import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { foldSearch } from '@domain/schemas/users-admin.js';
import { TYPE } from '@domain/tower/engine.js';
import { normalisePlate } from '@domain/tower/validators.js';
import { getRequestsBetweenQueryOptions } from '@/api/queries/tower-admin.js';
import type { ParkingReservation } from '@/api/tower.js';
import { DataTable } from '@/components/data-table.js';
import { useServerTime } from '@/lib/server-time.js';
import { formatDay } from '@/i18n/dates.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { towerAdminLists } from '@/i18n/tower-admin-lists.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { typeShown } from '../admin-words.js';

// After a presence or exit list: the allocated requests of its days (and those absent), with
// whether each one's presence is now confirmed, so that the administrator sees what the list did.

const SHOWN: readonly number[] = [TYPE.first, TYPE.second, TYPE.absent];

export function UploadedDaysTable({ days }: { days: readonly string[] }) {
  const sorted = [...days].sort();
  const [from, to] = [sorted[0], sorted[sorted.length - 1]];
  const requests = useQuery(getRequestsBetweenQueryOptions(from, to));
  const [search, setSearch] = useState('');
  const today = useServerTime().today();
  const t = useT(towerAdmin, towerAdminLists);
  const language = useLanguage();

  const rows = useMemo(() => {
    const text = foldSearch(search.trim());
    const plate = normalisePlate(search);
    return (requests.data ?? []).filter(
      (r) =>
        SHOWN.includes(r.type) &&
        days.includes(r.reservation_date) &&
        (!text || (r.license_plate ?? '').includes(plate) || foldSearch(r.user_name ?? '').includes(text)),
    );
  }, [requests.data, days, search]);

  const columns = useMemo<GridColDef<ParkingReservation>[]>(
    () => [
      { field: 'reservation_date', headerName: t('towerAdminLists.days.date'), width: 100, valueFormatter: (v: string) => formatDay(v) },
      { field: 'license_plate', headerName: t('towerAdmin.cars.plate'), flex: 1, minWidth: 110 },
      { field: 'user_name', headerName: t('towerAdmin.field.name'), flex: 1.2, minWidth: 120 },
      {
        field: 'type',
        headerName: t('towerAdminLists.days.status'),
        flex: 1.2,
        minWidth: 140,
        valueGetter: (_v, r) => typeShown(r.type, r.reservation_confirmed, r.reservation_date < today),
      },
      {
        field: 'reservation_confirmed',
        headerName: t('towerAdminLists.days.presence'),
        width: 115,
        valueGetter: (_v, r) => t(r.reservation_confirmed ? 'towerAdminLists.days.confirmed' : 'towerAdminLists.days.unconfirmed'),
      },
    ],
    // Made again when the language changes (t speaks the active one).
    [today, language],
  );

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h3">
        {days.length === 1
          ? t('towerAdminLists.days.oneDay', { day: formatDay(days[0]) })
          : t('towerAdminLists.days.manyDays', { days: sorted.map((d) => formatDay(d)).join(', ') })}
      </Typography>
      <TextField
        label={t('towerAdminLists.days.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        sx={{ maxWidth: 360 }}
      />
      <div style={{ height: 420 }}>
        <DataTable
          aria-label={t('towerAdminLists.days.table')}
          columns={columns}
          rows={rows}
          getRowId={(r) => r._id}
          loading={requests.isPending}
          initialState={{
            sorting: { sortModel: [{ field: 'reservation_date', sort: 'asc' }] },
            pagination: { paginationModel: { pageSize: 25, page: 0 } },
          }}
        />
      </div>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { towerKeys } from '@/api/queries/tower.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { errorMessage } from '@/api/client.js';
import { changeRequestCar, type TowerReservationRow } from '@/api/tower-statistics.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { CarSelect } from '../car-select.js';
import { formatDay } from '@/i18n/dates.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

/**
 * Changes the car of a live request dated after today, to another active car of its owner (tower §4, §5).
 * Only for a row that names its owner: without names (decisions §25) the table does not offer it.
 */
export function EditCarDialog({ row, onClose }: { row: TowerReservationRow; onClose(): void }) {
  const t = useT(towerStatistics);
  const language = useLanguage();
  const notify = useNotify();
  const refresh = useInvalidate(towerKeys.all);
  const cars = useQuery({ ...getAdminCarsQueryOptions(), staleTime: 60_000 });
  const own = (cars.data ?? []).filter((c) => c.active && c.user_id === row.uuid);
  const [carId, setCarId] = useState(row.carId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [carError, setCarError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => changeRequestCar(row._id, carId),
    onSuccess: async () => {
      await refresh();
      notify.success(t('towerStatistics.edit.changed'));
      onClose();
    },
    onError: (e) => setError(`${t('towerStatistics.edit.failed')} ${errorMessage(e)}`),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = own.some((c) => c._id === carId) ? null : t('towerStatistics.add.chooseCar');
    setCarError(missing);
    if (!missing) save.mutate();
  };

  return (
    <FormDialog title={t('towerStatistics.edit.title')} onClose={onClose} onSubmit={submit} error={error} pending={save.isPending}>
      <Typography>
        {t('towerStatistics.edit.text', { name: row.name ?? '', day: formatDay(row.date, language), plate: row.licensePlate ?? '' })}
      </Typography>
      {cars.isSuccess && own.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('towerStatistics.add.noActiveCars')}
        </Alert>
      )}
      <CarSelect
        label={t('towerStatistics.add.car')}
        cars={own}
        value={carId}
        onChange={(v) => {
          setCarId(v);
          setCarError(null);
          setError(null);
        }}
        error={carError}
      />
    </FormDialog>
  );
}

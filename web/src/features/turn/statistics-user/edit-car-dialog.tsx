import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDay } from '@domain/time.js';
import { towerKeys } from '@/api/queries/tower.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { errorMessage } from '@/api/client.js';
import { changeRequestCar, type TowerReservationRow } from '@/api/tower-statistics.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { CarSelect } from '../car-select.js';
import { TOWER_UI, TOWER_WORDS } from '../tower-messages.js';
import { ADMIN_RESERVATIONS_UI } from './admin-reservations-messages.js';

/** Changes the car of a live request dated after today, to another active car of its owner (tower §4, §5). */
export function EditCarDialog({ row, onClose }: { row: TowerReservationRow; onClose(): void }) {
  const notify = useNotify();
  const refresh = useInvalidate(towerKeys.all);
  const cars = useQuery({ ...getAdminCarsQueryOptions(), staleTime: 60_000 });
  const own = (cars.data ?? []).filter((c) => c.active && c.user_id === row.uuid);
  const [carId, setCarId] = useState(row.carId);
  const [error, setError] = useState<string | null>(null);
  const [carError, setCarError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => changeRequestCar(row._id, carId),
    onSuccess: async () => {
      await refresh();
      notify.success(TOWER_UI.carChanged);
      onClose();
    },
    onError: (e) => setError(`${ADMIN_RESERVATIONS_UI.editFailed} ${errorMessage(e)}`),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = own.some((c) => c._id === carId) ? null : TOWER_WORDS.chooseCar;
    setCarError(missing);
    if (!missing) save.mutate();
  };

  return (
    <FormDialog title="Schimbați mașina" onClose={onClose} onSubmit={submit} error={error} pending={save.isPending}>
      <Typography>
        Rezervarea lui {row.name} din {formatDay(row.date)}, acum cu {row.licensePlate}.
      </Typography>
      {cars.isSuccess && own.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {ADMIN_RESERVATIONS_UI.noActiveCars}
        </Alert>
      )}
      <CarSelect
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

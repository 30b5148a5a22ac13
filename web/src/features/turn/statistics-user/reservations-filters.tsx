import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { allCars, CARS_ADMIN_KEY } from '../../../api/cars-admin.js';
import type { Car } from '../../../api/tower.js';
import { UserPicker, type PickedUser } from '../../users-admin/user-picker.js';
import { carName } from '../car-select.js';

/** What the table is filtered by: days as typed (empty = unset), a user, a car. */
export interface ReservationFilters {
  from: string;
  to: string;
  user: PickedUser | null;
  car: Car | null;
}

export const NO_FILTERS: ReservationFilters = { from: '', to: '', user: null, car: null };

interface Props {
  value: ReservationFilters;
  onChange(change: Partial<ReservationFilters>): void;
}

/**
 * The filters of tower §2: a date range (made whole by domain/date-range.ts: swapped when
 * reversed, one bound filling the other) and a user of the tower or a car.
 */
export function ReservationsFiltersBar({ value, onChange }: Props) {
  const cars = useQuery({ queryKey: CARS_ADMIN_KEY, queryFn: allCars, staleTime: 60_000 });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label="Filtre">
      <Stack direction="row" spacing={2}>
        <TextField type="date" label="De la" value={value.from} onChange={(e) => onChange({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
        <TextField type="date" label="Până la" value={value.to} onChange={(e) => onChange({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
      </Stack>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <UserPicker label="Utilizator" building="2" value={value.user} onChange={(user) => onChange({ user })} />
      </Box>
      <Autocomplete<Car>
        value={value.car}
        onChange={(_e, car) => onChange({ car })}
        options={cars.data ?? []}
        loading={cars.isFetching}
        loadingText="Se încarcă…"
        noOptionsText="Nicio mașină găsită"
        getOptionLabel={carName}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        renderOption={({ key, ...props }, c) => (
          <li key={key} {...props}>
            <ListItemText primary={carName(c)} secondary={c.active ? c.owner : `${c.owner ?? ''} (scoasă)`} />
          </li>
        )}
        renderInput={(params) => <TextField {...params} label="Mașină" helperText="Căutați după număr sau marcă." />}
        sx={{ flex: 1, minWidth: 200 }}
      />
    </Stack>
  );
}

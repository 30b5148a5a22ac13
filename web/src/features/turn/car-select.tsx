import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { brandLabel } from '@domain/tower/brands.js';
import type { Car } from '@/api/tower.js';

interface Props {
  cars: readonly Car[];
  value: string;
  onChange: (carId: string) => void;
  error?: string | null;
  label?: string;
}

export const carName = (c: Pick<Car, 'license_plate' | 'brand'>) => `${c.license_plate} (${brandLabel(c.brand)})`;

/** The user's active cars, by plate and brand. */
export function CarSelect({ cars, value, onChange, error, label = 'Mașina' }: Props) {
  return (
    <TextField
      select
      label={label}
      value={cars.some((c) => c._id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? undefined}
      fullWidth
      margin="normal"
    >
      {cars.map((c) => (
        <MenuItem key={c._id} value={c._id}>
          {carName(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}

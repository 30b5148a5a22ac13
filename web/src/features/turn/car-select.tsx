import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OTHER_BRAND } from '@domain/tower/brands.js';
import { translate } from '@/i18n/i18n.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';
import type { Car } from '@/api/tower.js';

interface Props {
  cars: readonly Car[];
  value: string;
  onChange: (carId: string) => void;
  error?: string | null;
  label?: string;
}

/** A make as the lists show it: 'Altă marcă' / 'Other make' for the tower's 'other' (domain's brandLabel in Romanian). */
export const brandName = (brand: string): string => (brand === OTHER_BRAND ? translate(tower, 'tower.brand.other') : brand);

export const carName = (c: Pick<Car, 'license_plate' | 'brand'>) => `${c.license_plate} (${brandName(c.brand)})`;

/** The user's active cars, by plate and brand. */
export function CarSelect({ cars, value, onChange, error, label }: Props) {
  const t = useT(tower);
  return (
    <TextField
      select
      label={label ?? t('tower.car')}
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

import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CAR_BRANDS } from '@domain/tower/brands.js';
import { brandName } from './car-select.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

/** The car's make, chosen from the tower's list (long: the menu scrolls). */
export function BrandSelect(props: Omit<TextFieldProps, 'select' | 'label' | 'children' | 'onChange'> & { onChange(brand: string): void }) {
  const t = useT(tower);
  const { onChange, ...rest } = props;
  return (
    <TextField
      {...rest}
      select
      label={t('tower.carForm.brand')}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {CAR_BRANDS.map((b) => (
        <MenuItem key={b} value={b}>
          {brandName(b)}
        </MenuItem>
      ))}
    </TextField>
  );
}

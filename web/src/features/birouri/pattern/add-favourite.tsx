import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';
import type { OpenDesk } from './open-desks.js';
import { favouritesFull } from './pattern-edit.js';

interface Props {
  /** The desks open to the person; null while they load. */
  options: OpenDesk[] | null;
  chosen: readonly string[];
  onAdd(deskId: string): void;
  disabled?: boolean;
}

/**
 * A favourite added from the list of the desks open to the person (decisions §20): the browser's own
 * select, which a keyboard searches by typing the desk's number ('4-12'), then 'Adăugați'.
 */
export function AddFavourite({ options, chosen, onAdd, disabled }: Props) {
  const t = useT(pattern);
  const [deskId, setDeskId] = useState('');
  const full = favouritesFull(chosen);
  const left = (options ?? []).filter((o) => !chosen.includes(o.deskId));
  const add = () => {
    onAdd(deskId);
    setDeskId('');
  };
  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('workPattern.desks.choose')}
          value={deskId}
          onChange={(e) => setDeskId(e.target.value)}
          disabled={disabled || full || !options}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="" />
          {left.map((o) => (
            <option key={o.deskId} value={o.deskId}>
              {t('workPattern.desks.option', { deskId: o.deskId, floor: o.floor })}
            </option>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add} disabled={disabled || full || !deskId}>
          {t('workPattern.desks.add')}
        </Button>
      </Stack>
      {full && <FormHelperText>{t('workPattern.desks.full')}</FormHelperText>}
      {options && left.length === 0 && !full && <FormHelperText>{t('workPattern.desks.noOptions')}</FormHelperText>}
    </div>
  );
}

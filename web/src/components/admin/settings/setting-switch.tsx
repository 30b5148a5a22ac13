import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { BuildingSettings } from '@domain/settings.js';
import { parameters } from '@/i18n/parameters.js';
import { useT } from '@/i18n/use-t.js';
import type { SettingField } from './setting-fields.js';

interface Props {
  field: SettingField;
  settings: BuildingSettings;
  refusal: string | null;
  saving: boolean;
  onSave(value: 0 | 1): void;
}

/** A 0/1 setting (walk-up booking): switched, it is saved at once, one call and one audit entry as any other. */
export function SettingSwitch({ field, settings, refusal, saving, onSave }: Props) {
  useT(parameters); // re-renders on a switch of language: the field's words are read from the catalogue
  const on = settings[field.name as keyof BuildingSettings] === 1;
  const helpId = `${field.name}-help`;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={saving}
            onChange={(e) => onSave(e.target.checked ? 1 : 0)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={field.label}
      />
      <FormHelperText id={helpId} error={!!refusal} sx={{ mt: 0 }}>
        {refusal ?? field.help}
      </FormHelperText>
    </div>
  );
}

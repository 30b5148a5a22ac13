import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { personFieldHelp, type PersonOption } from './people.js';

/**
 * The team picker's place while its chunk loads (it loads on first use, team-picker.tsx): the same
 * field, label and help as the picker's, disabled, so that the panel's buttons below it are
 * already where they stay. A spinner in its place moved them down as the picker came, under a
 * press already begun (docs/decisions/web.md, "A panel arrives whole").
 */
export function TeamPickerFallback({ options, value }: { options: PersonOption[]; value: string }) {
  const t = useT(forms);
  return (
    <TextField
      disabled
      label={t('forms.person.label')}
      helperText={personFieldHelp(options.find((o) => o.uuid === value))}
      slotProps={{
        // The help reads as the picker's will (the person's e-mail): not greyed as disabled.
        formHelperText: { disabled: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CircularProgress size={20} aria-label={t('forms.desk.loadingPeople')} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

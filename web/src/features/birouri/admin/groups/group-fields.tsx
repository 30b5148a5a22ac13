import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useT } from '@/i18n/use-t.js';
import type { GroupDraft, GroupDraftProblems } from './group-form.js';

interface Props {
  draft: GroupDraft;
  onChange(draft: GroupDraft): void;
  /** The problems to show now (fields typed in, or all of them after a save was tried). */
  problems: GroupDraftProblems;
  disabled?: boolean;
}

/** Name, type and parking spots of a department or project. */
export function GroupFields({ draft, onChange, problems, disabled }: Props) {
  const t = useT(flexAdmin);
  const typeLabel = useId();
  return (
    <Stack spacing={2}>
      <TextField
        label={t('flexAdmin.name')}
        value={draft.name}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        error={!!problems.name}
        helperText={problems.name}
        required
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl disabled={disabled}>
        <FormLabel id={typeLabel}>{t('flexAdmin.type')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={typeLabel}
          value={draft.type}
          onChange={(e) => onChange({ ...draft, type: e.target.value as GroupDraft['type'] })}
        >
          <FormControlLabel value="Departament" control={<Radio />} label={t('flexAdmin.groupType.Departament')} />
          <FormControlLabel value="Proiect" control={<Radio />} label={t('flexAdmin.groupType.Proiect')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={t('flexAdmin.parkingSpots')}
        value={draft.parkingSpots}
        onChange={(e) => onChange({ ...draft, parkingSpots: e.target.value })}
        error={!!problems.parkingSpots}
        helperText={problems.parkingSpots ?? t('flexAdmin.group.parkingHelp')}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 280 }}
      />
    </Stack>
  );
}

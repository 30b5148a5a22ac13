import Autocomplete from '@mui/material/Autocomplete';
import { useRef } from 'react';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { filterPeople, personDetail, personFieldHelp, type PersonOption } from './people.js';

interface Props {
  options: PersonOption[];
  value: string;
  onChange(uuid: string): void;
  loading: boolean;
}

/**
 * The person a manager books for (issue #14, point 6): searched by name or e-mail as they type,
 * each option with its e-mail (two people may share a name) and the desk already held that day.
 * Loaded on first use: only those who book for others need it.
 */
export default function TeamPicker({ options, value, onChange, loading }: Props) {
  const t = useT(forms);
  const labelOf = (p: PersonOption) => (p.isMe ? t('forms.person.me', { name: p.name }) : p.name);
  const chosen = options.find((o) => o.uuid === value) ?? null;
  // The options are made anew when a query arrives (the day's desks come after the panel opens):
  // Autocomplete takes a new value object for a new choice and puts its label back in the field,
  // wiping what is being typed. The same person keeps the same object.
  const kept = useRef(chosen);
  if (kept.current?.uuid !== chosen?.uuid) kept.current = chosen;
  return (
    <Autocomplete<PersonOption>
      value={kept.current}
      onChange={(_e, p) => onChange(p?.uuid ?? '')}
      options={options}
      filterOptions={(all, state) => filterPeople(all, state.inputValue)}
      getOptionLabel={labelOf}
      // Keyed by person, not by label (MUI's default): namesakes shared a key, and React kept stale
      // rows of them in the list, so that 'ionescu' still showed an Andrei Stan (#39, point 1).
      getOptionKey={(p) => p.uuid}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={loading}
      loadingText={t('forms.loadingEllipsis')}
      noOptionsText={t('forms.person.none')}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          <ListItemText primary={labelOf(p)} secondary={personDetail(p)} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('forms.person.label')} helperText={personFieldHelp(chosen)} />}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Colleague } from './floor-desks.js';
import { getDeskHoldersQueryOptions } from '@/api/queries/desk-holders.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';
import { useDebouncedValue } from '@/lib/use-debounced-value.js';

interface Props {
  /** The day shown: whose desks' holders are looked for. */
  day: string;
  /** The colleague found, or null. */
  value: Colleague | null;
  onFind(c: Colleague | null): void;
}

/**
 * 'Find a colleague' (issue #14, point 4): the people holding a desk on the day shown, on every floor,
 * whose name holds what is typed, asked of the server as typing pauses (#43 point 3: not the whole
 * building's map).
 */
export function FindColleague({ day, value, onFind }: Props) {
  const t = useT(desks);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), 200);
  const found = useQuery(getDeskHoldersQueryOptions(day, q));
  const options = q ? (found.data ?? []) : [];
  return (
    <Autocomplete<Colleague>
      size="small"
      options={options}
      // The server has matched the names already (case and diacritics aside).
      filterOptions={(x) => x}
      loading={found.isFetching || input.trim() !== q}
      loadingText={t('desks.find.loading')}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      value={value}
      onChange={(_e, c) => onFind(c)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.uuid}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      noOptionsText={input.trim() ? t('desks.find.none') : t('desks.find.placeholder')}
      renderOption={({ key, ...props }, c) => (
        <li key={key} {...props}>
          <ListItemText primary={c.name} secondary={t('desks.find.where', { deskId: c.deskId, floor: c.floor })} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('desks.find.label')} placeholder={t('desks.find.placeholder')} />}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}

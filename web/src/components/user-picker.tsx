import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getUsersSearchQueryOptions } from '@/api/queries/users-admin.js';
import { tools } from '@/i18n/tools.js';
import { useT } from '@/i18n/use-t.js';

/** A person as a picker shows and returns them. */
export interface PickedUser {
  uuid: string;
  name: string;
  email?: string;
}

interface Props {
  label: string;
  value: PickedUser | null;
  onChange(user: PickedUser | null): void;
  /** Only people of this building (GET /users?building). */
  building?: '1' | '2';
  error?: string | null;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;

/**
 * One person chosen from the users the caller administers, searched on the server by name,
 * user name or e-mail as they type (a company may have 10,000 people: never the whole list).
 */
export function UserPicker({ label, value, onChange, building, error, disabled }: Props) {
  const t = useT(tools);
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  // Asked once the list is opened, not with the page: a screen with a picker draws sooner (#13).
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setQ(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [input]);
  // While the input shows the chosen person's name, list everyone rather than that one name.
  const query = value && q === value.name ? '' : q;
  const found = useQuery({
    ...getUsersSearchQueryOptions(building, query),
    enabled: !disabled && opened,
  });
  const options: PickedUser[] = (found.data?.rows ?? []).map((u) => ({ uuid: u.uuid, name: u.name, email: u.email }));

  return (
    <Autocomplete<PickedUser>
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      onOpen={() => setOpened(true)}
      options={options}
      // The server has filtered already: show what it found.
      filterOptions={(x) => x}
      getOptionLabel={(u) => u.name}
      // Keyed by person: two people of one name would share MUI's default key, the label (#39, point 1).
      getOptionKey={(u) => u.uuid}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={found.isFetching}
      loadingText={t('tools.userPicker.searching')}
      noOptionsText={t('tools.userPicker.none')}
      disabled={disabled}
      renderOption={({ key, ...props }, u) => (
        <li key={key} {...props}>
          <ListItemText primary={u.name} secondary={u.email} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? t('tools.userPicker.hint')} />}
    />
  );
}

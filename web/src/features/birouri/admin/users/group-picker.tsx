import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Group } from '@domain/schemas/accounts.js';
import { admin } from '@/i18n/admin.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  label: string;
  /** Group ids. */
  value: string[];
  groups: Group[];
  onChange(ids: string[]): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/** Several groups chosen by name (searchable); an id no longer among the groups still shows, as its id. */
export function GroupPicker({ label, value, groups, onChange, error, helperText, disabled }: Props) {
  const t = useT(admin);
  const byId = new Map(groups.map((g) => [g._id, g]));
  // Departments, then projects, each by name: the list is grouped by type.
  const options = [...groups].sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name, 'ro'));
  const chosen = value.map((id) => byId.get(id) ?? ({ _id: id, name: id } as Group));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      disabled={disabled}
      filterSelectedOptions
      getOptionLabel={(g) => g.name}
      getOptionKey={(g) => g._id}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      groupBy={(g) => (g.type === 'Proiect' ? t('admin.group.projects') : g.type === 'Departament' ? t('admin.group.departments') : g.type)}
      onChange={(_e, next) => onChange(next.map((g) => g._id))}
      noOptionsText={t('admin.group.none')}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? helperText} />}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { OFFICE } from '@domain/buildings.js';
import type { Group } from '@domain/schemas/accounts.js';
import { getAllGroupsQueryOptions } from '@/api/queries/groups-admin.js';

// The groups as the console's settings and users choose them, under the consoles' groups key
// (api/queries/groups-admin.ts), so that a group created or renamed shows at once.

/** The departments and projects of the flexible office (desk and room settings, groups). */
export function useOfficeGroups() {
  return useQuery({ ...getAllGroupsQueryOptions(), select: (groups): Group[] => groups.filter((g) => g.building === OFFICE) });
}

interface Props {
  label: string;
  value: string[];
  onChange(ids: string[]): void;
  groups: Group[];
  error?: string | null;
  helperText?: string;
  /** The list's words in the person's language (issue #40); Romanian when not given. */
  words?: GroupsFieldWords;
}

export interface GroupsFieldWords {
  departments: string;
  projects: string;
  none: string;
}

const ROMANIAN: GroupsFieldWords = { departments: 'Departamente', projects: 'Proiecte', none: 'Niciun grup găsit' };

/** Departments first, then projects (the order groupBy needs), each by name. */
const byTypeThenName = (a: Group, b: Group) => (a.type === b.type ? a.name.localeCompare(b.name, 'ro') : a.type === 'Departament' ? -1 : 1);

/** Several groups chosen by name; the value is their ids. */
export function GroupsField({ label, value, onChange, groups, error, helperText, words = ROMANIAN }: Props) {
  // A group that no longer exists is still shown, so that saving does not drop it unseen.
  const options = [...groups].sort(byTypeThenName);
  const chosen = value.map(
    (id) => groups.find((g) => g._id === id) ?? { _id: id, name: id, type: 'Departament' as const, parkingSpots: 0, building: OFFICE },
  );
  return (
    <Autocomplete<Group, true>
      multiple
      value={chosen}
      onChange={(_e, v) => onChange(v.map((g) => g._id))}
      options={options}
      getOptionLabel={(g) => g.name}
      groupBy={(g) => (g.type === 'Proiect' ? words.projects : words.departments)}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      noOptionsText={words.none}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? helperText} />}
    />
  );
}

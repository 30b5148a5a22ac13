import Add from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { OFFICE } from '@domain/buildings.js';
import { UserPicker, type PickedUser } from '@/components/user-picker.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useT } from '@/i18n/use-t.js';

interface AddRowProps {
  picker: ReactNode;
  addName: string;
  disabled: boolean;
  onAdd(): void;
}

/** A picker and its 'Adăugați' button, side by side. */
function AddRow({ picker, addName, disabled, onAdd }: AddRowProps) {
  const t = useT(flexAdmin);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <div style={{ flex: 1 }}>{picker}</div>
      <Button
        variant="contained"
        startIcon={<Add />}
        aria-label={addName}
        disabled={disabled}
        onClick={onAdd}
        sx={{ mt: { sm: 1 }, flexShrink: 0 }}
      >
        {t('flexAdmin.members.add')}
      </Button>
    </Stack>
  );
}

interface UserAdderProps {
  label: string;
  addName: string;
  members: string[];
  busy: boolean;
  onAdd(user: PickedUser): void;
}

/** A person of the flexible office, found on the server as the administrator types. */
export function UserAdder({ label, addName, members, busy, onAdd }: UserAdderProps) {
  const t = useT(flexAdmin);
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const already = !!picked && members.includes(picked.uuid);
  return (
    <AddRow
      picker={
        <UserPicker
          label={label}
          value={picked}
          onChange={setPicked}
          building={OFFICE}
          error={already ? t('flexAdmin.members.already') : null}
        />
      }
      addName={addName}
      disabled={!picked || already || busy}
      onAdd={() => {
        if (!picked) return;
        onAdd(picked);
        setPicked(null);
      }}
    />
  );
}

export interface Option {
  id: string;
  label: string;
  /** A second line in the list (the desk's groups, the room's floor). */
  detail?: string;
}

interface OptionAdderProps {
  label: string;
  addName: string;
  options: Option[];
  /** Whether an option matches what was typed (desks: by id). */
  matches(option: Option, typed: string): boolean;
  loading: boolean;
  busy: boolean;
  onAdd(option: Option): void;
}

/** One of a known list (the building's desks, its rooms), the group's own left out by the caller. */
export function OptionAdder({ label, addName, options, matches, loading, busy, onAdd }: OptionAdderProps) {
  const t = useT(flexAdmin);
  const [picked, setPicked] = useState<Option | null>(null);
  return (
    <AddRow
      picker={
        <Autocomplete<Option>
          value={picked}
          onChange={(_e, v) => setPicked(v)}
          options={options}
          filterOptions={(opts, { inputValue }) => opts.filter((o) => matches(o, inputValue))}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={loading}
          loadingText={t('flexAdmin.members.loading')}
          noOptionsText={t('flexAdmin.members.noOptions')}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              <ListItemText primary={o.label} secondary={o.detail} />
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={label} />}
        />
      }
      addName={addName}
      disabled={!picked || busy}
      onAdd={() => {
        if (!picked) return;
        onAdd(picked);
        setPicked(null);
      }}
    />
  );
}

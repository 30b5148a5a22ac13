import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { Colleague } from './floor-desks.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  colleagues: Colleague[];
  /** The people of the day are being read. */
  loading: boolean;
  /** The list opens: the people of the day are asked for then, not with the map. */
  onOpen(): void;
  /** The uuid of the colleague found, or null. */
  value: string | null;
  onFind(c: Colleague | null): void;
}

/** 'Find a colleague' (issue #14, point 4): the people holding a desk on the day shown, on every floor, by name. */
export function FindColleague({ colleagues, loading, onOpen, value, onFind }: Props) {
  const t = useT(desks);
  return (
    <Autocomplete<Colleague>
      size="small"
      options={colleagues}
      loading={loading}
      loadingText={t('desks.find.loading')}
      onOpen={onOpen}
      value={colleagues.find((c) => c.uuid === value) ?? null}
      onChange={(_e, c) => onFind(c)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.uuid}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      noOptionsText={t('desks.find.none')}
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

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { Display } from '@/api/displays-admin.js';
import { useSaveDisplay } from '@/api/queries/displays.js';
import { FormDialog } from '@/components/form-dialog.js';
import { displayAdmin } from '@/i18n/display-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { roomPlace, type Places } from './display-places.js';

/** The longest name the server takes (domain/schemas/displays.ts). */
const NAME_MAX = 100;

interface Props {
  /** The display changed; null: a new one. */
  display: Display | null;
  places: Places;
  onClose(): void;
  /** Saved: the answer, with its `url` when the display was made. */
  onSaved(saved: Display): void;
}

/** 'Adăugați un ecran' / 'Modificați ecranul': its name, and the room at whose door it stands or the floor it shows. */
export function DisplayForm({ display, places, onClose, onSaved }: Props) {
  const t = useT(displayAdmin);
  const refusalWords = useRefusalWords();
  const save = useSaveDisplay();
  const id = useId();
  const [name, setName] = useState(display?.name ?? '');
  const [kind, setKind] = useState<'room' | 'floor'>(display?.floor != null ? 'floor' : 'room');
  const [roomId, setRoomId] = useState(display?.roomId ?? '');
  const [floor, setFloor] = useState(display?.floor != null ? String(display.floor) : '');
  const [tried, setTried] = useState(false);
  const errors = {
    name: name.trim() && name.trim().length <= NAME_MAX ? null : t('displayAdmin.form.nameRequired'),
    room: kind === 'room' && !roomId ? t('displayAdmin.form.roomRequired') : null,
    floor: kind === 'floor' && !floor ? t('displayAdmin.form.floorRequired') : null,
  };
  const shown = (error: string | null) => (tried ? error : null);
  /** A change clears the refusal of the last try: it may no longer hold. */
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      save.reset();
      set(v);
    };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.name || errors.room || errors.floor) return;
    const place = kind === 'room' ? { roomId } : { floor: Number(floor) };
    save.mutate({ ...(display ? { _id: display._id } : {}), name: name.trim(), ...place }, { onSuccess: onSaved });
  };

  return (
    <FormDialog
      title={display ? t('displayAdmin.form.titleEdit') : t('displayAdmin.form.titleNew')}
      onClose={onClose}
      onSubmit={submit}
      error={save.error ? refusalWords(save.error) : null}
      pending={save.isPending}
      submitLabel={display ? undefined : t('displayAdmin.form.submitNew')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('displayAdmin.form.name')}
          value={name}
          onChange={(e) => changed(setName)(e.target.value)}
          required
          autoFocus
          error={!!shown(errors.name)}
          helperText={shown(errors.name) ?? t('displayAdmin.form.nameHelp')}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        <FormControl>
          <FormLabel id={`${id}-kind`}>{t('displayAdmin.form.shows')}</FormLabel>
          <RadioGroup aria-labelledby={`${id}-kind`} value={kind} onChange={(e) => changed(setKind)(e.target.value as 'room' | 'floor')}>
            <FormControlLabel value="room" control={<Radio />} label={t('displayAdmin.form.room')} />
            <FormControlLabel value="floor" control={<Radio />} label={t('displayAdmin.form.floor')} />
          </RadioGroup>
        </FormControl>
        {kind === 'room' ? (
          <TextField
            select
            label={t('displayAdmin.form.roomPick')}
            value={roomId}
            onChange={(e) => changed(setRoomId)(e.target.value)}
            required
            error={!!shown(errors.room)}
            helperText={shown(errors.room)}
          >
            {places.rooms.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {roomPlace(r)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            label={t('displayAdmin.form.floorPick')}
            value={floor}
            onChange={(e) => changed(setFloor)(e.target.value)}
            required
            error={!!shown(errors.floor)}
            helperText={shown(errors.floor)}
          >
            {places.floors.map((f) => (
              <MenuItem key={f.floor} value={String(f.floor)}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </FormDialog>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminGroupKeys } from '@/api/queries/groups-admin.js';
import { roomKeys } from '@/api/queries/rooms.js';
import { updateRoom } from '@/api/rooms-admin.js';
import type { Room } from '@/api/rooms.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { groupsFieldWords } from '../groups-field-words.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import { roomBody, roomForm, roomFormErrors, type RoomForm } from './room-edit-form.js';
import { ofTheRoom } from '@domain/rooms/names.js';

/** A room's name, capacity, features and groups, checked as they are typed with the server's rules. */
export function RoomEditDialog({ room, onClose }: { room: Room; onClose(): void }) {
  const t = useT(flexAdmin);
  const language = useLanguage();
  const refusal = useRefusalWords();
  const groups = useOfficeGroups();
  const notify = useNotify();
  // Every room list (the booking screen's too) and the groups' room lists show what changed.
  const refresh = useInvalidate(roomKeys.all, adminGroupKeys.all);
  const [form, setForm] = useState<RoomForm>(() => roomForm(room));
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: updateRoom,
    onSuccess: async () => {
      notify.success(translate(flexAdmin, 'flexAdmin.room.saved'));
      await refresh();
      onClose();
    },
  });
  const errors = roomFormErrors(room.id, form);
  const shown = touched ? errors : {};
  const set = (patch: Partial<RoomForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setTouched(true);
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length === 0) save.mutate(roomBody(room.id, form));
  };

  return (
    <FormDialog
      title={t('flexAdmin.room.title', { room: language === 'ro' ? ofTheRoom(room.details.name) : room.details.name })}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.isError ? `${t('flexAdmin.room.saveFailed')} ${refusal(save.error)}` : null}
      submitLabel={t('flexAdmin.save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('flexAdmin.room.name')}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          error={!!shown.name}
          helperText={shown.name}
          required
        />
        <TextField
          label={t('flexAdmin.room.type')}
          value={form.type}
          onChange={(e) => set({ type: e.target.value })}
          error={!!shown.type}
          helperText={shown.type}
        />
        <TextField
          label={t('flexAdmin.room.capacity')}
          value={form.peopleNo}
          onChange={(e) => set({ peopleNo: e.target.value })}
          error={!!shown.peopleNo}
          helperText={shown.peopleNo}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        <FormGroup aria-label={t('flexAdmin.rooms.features')}>
          <FormControlLabel
            control={<Checkbox checked={form.hasTV} onChange={(e) => set({ hasTV: e.target.checked })} />}
            label={t('flexAdmin.rooms.tv')}
          />
          <FormControlLabel
            control={<Checkbox checked={form.hasAudioVideo} onChange={(e) => set({ hasAudioVideo: e.target.checked })} />}
            label={t('flexAdmin.room.audioVideo')}
          />
          <FormControlLabel
            control={<Checkbox checked={form.hasPhone} onChange={(e) => set({ hasPhone: e.target.checked })} />}
            label={t('flexAdmin.room.phone')}
          />
        </FormGroup>
        {form.hasPhone && (
          <TextField
            label={t('flexAdmin.room.phoneNo')}
            value={form.phoneNo}
            onChange={(e) => set({ phoneNo: e.target.value })}
            error={!!shown.phoneNo}
            helperText={shown.phoneNo}
          />
        )}
        <GroupsField
          label={t('flexAdmin.groupsField')}
          words={groupsFieldWords(t)}
          value={form.groupsIdList}
          onChange={(ids) => set({ groupsIdList: ids })}
          groups={groups.data ?? []}
          error={shown.groupsIdList}
          helperText={t('flexAdmin.room.groupsHelp')}
        />
      </Stack>
    </FormDialog>
  );
}

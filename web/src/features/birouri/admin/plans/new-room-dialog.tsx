import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { roomCreateBody } from '@domain/schemas/floors.js';
import type { FloorInfo } from '@/api/floors.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import { fieldProblem } from './plan-problems.js';
import { PLAN_WORDS } from './plan-words.js';
import { useCreateRoom } from './use-plan-writes.js';

const whole = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** A new meeting room: its name, capacity and rectangle, open to the groups chosen (its id the next free one). */
export function NewRoomDialog({ floor, onClose }: { floor: FloorInfo; onClose(): void }) {
  const groups = useOfficeGroups();
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const create = useCreateRoom();
  const w0 = Math.min(195, floor.width);
  const h0 = Math.min(120, floor.height);
  const [f, setF] = useState({
    name: '',
    peopleNo: '6',
    x: String(Math.round((floor.width - w0) / 2)),
    y: String(Math.round((floor.height - h0) / 2)),
    w: String(w0),
    h: String(h0),
  });
  const [chosen, setChosen] = useState<string[]>(() => [...new Set(floor.zones.map((z) => z.groupId))]);
  const [touched, setTouched] = useState(false);
  const body = {
    floor: floor.floor,
    x: whole(f.x),
    y: whole(f.y),
    w: whole(f.w),
    h: whole(f.h),
    details: { name: f.name },
    peopleNo: whole(f.peopleNo),
    groupsIdList: chosen,
  };
  const check = roomCreateBody.safeParse(body);
  const problem = (...path: string[]) => (touched && !check.success ? fieldProblem(check.error.issues, ...path) : undefined);
  const field = (key: keyof typeof f, label: string, path: string[] = [key]) => (
    <TextField
      label={label}
      value={f[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
      error={!!problem(...path)}
      helperText={problem(...path)}
      fullWidth
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (check.success)
      create.mutate(check.data, {
        onSuccess: (room) => {
          notify.success(PLAN_WORDS.roomAdded(room.details.name));
          onClose();
        },
      });
  };
  return (
    <FormDialog
      title={t('plans.newRoom.title', { floor: floor.floor })}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      error={create.isError ? refusal(create.error) : null}
      submitLabel={t('plans.newRoom.add')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('name', t('plans.newRoom.name'), ['details', 'name'])}
        {field('peopleNo', t('plans.newRoom.capacity'))}
        <Stack direction="row" spacing={2}>
          {field('x', t('plans.positionX'))}
          {field('y', t('plans.positionY'))}
        </Stack>
        <Stack direction="row" spacing={2}>
          {field('w', t('plans.width'))}
          {field('h', t('plans.height'))}
        </Stack>
        <GroupsField label={t('plans.groupsField')} value={chosen} onChange={setChosen} groups={groups.data ?? []} />
      </Stack>
    </FormDialog>
  );
}

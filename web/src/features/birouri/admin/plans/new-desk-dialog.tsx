import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { contains, type Point } from '@domain/floors/geometry.js';
import { deskCreateBody } from '@domain/schemas/floors.js';
import type { FloorInfo } from '@/api/floors.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import { fieldProblem } from './plan-problems.js';
import { PLAN_WORDS } from './plan-words.js';
import { useCreateDesk } from './use-plan-writes.js';

interface Props {
  floor: FloorInfo;
  /** Where the desk goes: its centre, in plan units. */
  at: Point;
  /** The number proposed: the next free one (nextDeskNumber). */
  proposed: number;
  onClose(): void;
}

const whole = (s: string) => (s.trim() === '' ? NaN : Number(s));

/**
 * A new desk at a place of the plan: its number proposed (editable), its place, and its groups
 * (those of the zone it stands in, to begin with).
 */
export function NewDeskDialog({ floor, at, proposed, onClose }: Props) {
  const groups = useOfficeGroups();
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const create = useCreateDesk();
  const [number, setNumber] = useState(String(proposed));
  const [x, setX] = useState(String(at.x));
  const [y, setY] = useState(String(at.y));
  const [chosen, setChosen] = useState<string[]>(() => {
    const zone = floor.zones.find((z) => contains(z, at));
    return zone ? [zone.groupId] : [];
  });
  const [touched, setTouched] = useState(false);
  // The number left as proposed is the server's to give: another desk may have taken it meanwhile.
  const body = {
    floor: floor.floor,
    ...(number === String(proposed) ? {} : { number: whole(number) }),
    x: whole(x),
    y: whole(y),
    groupsIdList: chosen,
  };
  const check = deskCreateBody.safeParse(body);
  const problem = (field: string) => (touched && !check.success ? fieldProblem(check.error.issues, field) : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (check.success)
      create.mutate(check.data, {
        onSuccess: (desk) => {
          notify.success(PLAN_WORDS.deskAdded(desk.deskId));
          onClose();
        },
      });
  };
  return (
    <FormDialog
      title={t('plans.newDesk.title', { floor: floor.floor })}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      error={create.isError ? refusal(create.error) : null}
      submitLabel={t('plans.newDesk.add')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('plans.newDesk.number')}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={!!problem('number')}
          helperText={problem('number') ?? t('plans.newDesk.numberHelp', { floor: floor.floor, number: number || '…' })}
          autoFocus
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('plans.positionX')}
            value={x}
            onChange={(e) => setX(e.target.value)}
            error={!!problem('x')}
            helperText={problem('x')}
          />
          <TextField
            label={t('plans.positionY')}
            value={y}
            onChange={(e) => setY(e.target.value)}
            error={!!problem('y')}
            helperText={problem('y')}
          />
        </Stack>
        <GroupsField
          label={t('plans.groupsField')}
          value={chosen}
          onChange={setChosen}
          groups={groups.data ?? []}
          helperText={chosen.length === 0 ? t('plans.newDesk.noGroups') : t('plans.newDesk.groups')}
        />
      </Stack>
    </FormDialog>
  );
}

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { floorUpdateBody } from '@domain/schemas/floors.js';
import type { FloorInfo } from '@/api/floors.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { fieldProblem } from './plan-problems.js';
import { PLAN_WORDS } from './plan-words.js';
import { useUpdateFloor } from './use-plan-writes.js';

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** The number a new floor is offered: one above the highest, or 1 in an empty building. */
export const nextFloorNumber = (floors: readonly FloorInfo[]) => (floors.length ? Math.max(...floors.map((f) => f.floor)) + 1 : 1);

/** A new floor: its number, name and plan size (1000 × 600 unless changed). */
export function NewFloorDialog({ floors, onClose, onCreated }: { floors: FloorInfo[]; onClose(): void; onCreated(floor: number): void }) {
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const save = useUpdateFloor();
  const [f, setF] = useState(() => {
    const n = nextFloorNumber(floors);
    return { floor: String(n), name: t('plans.newFloor.defaultName', { floor: n }), width: '1000', height: '600' };
  });
  const [touched, setTouched] = useState(false);
  const taken = floors.some((x) => x.floor === num(f.floor));
  const check = floorUpdateBody.safeParse({ floor: num(f.floor), name: f.name, width: num(f.width), height: num(f.height) });
  const problem = (key: string) => {
    if (!touched) return undefined;
    if (key === 'floor' && taken) return t('plans.newFloor.taken', { floor: f.floor });
    return !check.success ? fieldProblem(check.error.issues, key) : undefined;
  };
  const field = (key: keyof typeof f, label: string, helper?: string) => (
    <TextField
      label={label}
      value={f[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
      error={!!problem(key)}
      helperText={problem(key) ?? helper}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (check.success && !taken)
      save.mutate(check.data, {
        onSuccess: (made) => {
          notify.success(PLAN_WORDS.floorSaved(made.floor));
          onCreated(made.floor);
        },
      });
  };
  return (
    <FormDialog
      title={t('plans.newFloor.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.isError ? refusal(save.error) : null}
      submitLabel={t('plans.newFloor.add')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('floor', t('plans.newFloor.number'))}
        {field('name', t('plans.floorName'))}
        <Stack direction="row" spacing={2}>
          {field('width', t('plans.planWidth'), t('plans.inPlanUnits'))}
          {field('height', t('plans.planHeight'))}
        </Stack>
      </Stack>
    </FormDialog>
  );
}

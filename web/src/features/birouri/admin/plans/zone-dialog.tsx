import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { floorZone, type FloorZone } from '@domain/schemas/floors.js';
import { FormDialog } from '@/components/form-dialog.js';
import { plans } from '@/i18n/plans.js';
import { useT } from '@/i18n/use-t.js';
import { useOfficeGroups } from '../office-groups.js';
import { fieldProblem } from './plan-problems.js';

interface Props {
  /** The zone changed, or null for a new one. */
  zone: FloorZone | null;
  floor: { width: number; height: number };
  error: string | null;
  pending: boolean;
  onSave(zone: FloorZone): void;
  onClose(): void;
}

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** A group's zone: the group, the name the plan shows and its rectangle, in plan units. */
export function ZoneDialog({ zone, floor, error, pending, onSave, onClose }: Props) {
  const t = useT(plans);
  const groups = useOfficeGroups();
  const [f, setF] = useState(() => ({
    groupId: zone?.groupId ?? '',
    label: zone?.label ?? '',
    x: String(zone?.x ?? 20),
    y: String(zone?.y ?? 20),
    w: String(zone?.w ?? Math.min(215, floor.width - 20)),
    h: String(zone?.h ?? Math.min(370, floor.height - 20)),
  }));
  const [touched, setTouched] = useState(false);
  const check = floorZone.safeParse({ groupId: f.groupId, label: f.label, x: num(f.x), y: num(f.y), w: num(f.w), h: num(f.h) });
  const problem = (key: string) => (touched && !check.success ? fieldProblem(check.error.issues, key) : undefined);
  const field = (key: 'x' | 'y' | 'w' | 'h', label: string) => (
    <TextField
      label={label}
      value={f[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
      error={!!problem(key)}
      helperText={problem(key)}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (check.success) onSave(check.data);
  };
  return (
    <FormDialog
      title={zone ? t('plans.zone.title', { label: zone.label }) : t('plans.zone.new')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      pending={pending}
      submitLabel={t('plans.zone.save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('plans.zone.group')}
          value={f.groupId}
          onChange={(e) => {
            const g = groups.data?.find((x) => x._id === e.target.value);
            // The zone is named after its group unless a name was typed.
            setF({ ...f, groupId: e.target.value, label: f.label || g?.name || '' });
          }}
          error={touched && !f.groupId}
          helperText={touched && !f.groupId ? t('plans.zone.chooseGroup') : undefined}
        >
          {(groups.data ?? []).map((g) => (
            <MenuItem key={g._id} value={g._id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('plans.zone.label')}
          value={f.label}
          onChange={(e) => setF({ ...f, label: e.target.value })}
          error={!!problem('label')}
          helperText={problem('label')}
        />
        <Stack direction="row" spacing={2}>
          {field('x', t('plans.cornerX'))}
          {field('y', t('plans.cornerY'))}
        </Stack>
        <Stack direction="row" spacing={2}>
          {field('w', t('plans.width'))}
          {field('h', t('plans.height'))}
        </Stack>
      </Stack>
    </FormDialog>
  );
}

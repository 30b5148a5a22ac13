import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import type { PlanItem, Step } from './plan-edits.js';
import { PLAN_WORDS, roomWords } from './plan-words.js';
import { place, useLayoutRefresh } from './use-plan-writes.js';

interface Props {
  item: PlanItem;
  /** A move, saved and kept for the undo. */
  onMove(step: Step): void;
}

const whole = (s: string) => (/^\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : NaN);

/** The place of the one item selected, typed: a desk's centre, a room's corner and size (keyed by item: starts from its place). */
export function ItemPlaceForm({ item, onMove }: Props) {
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const refresh = useLayoutRefresh();
  const room = item.kind === 'room';
  const [f, setF] = useState({ x: String(item.x), y: String(item.y), w: String(item.w), h: String(item.h) });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const v = { x: whole(f.x), y: whole(f.y), w: whole(f.w), h: whole(f.h) };
  const invalid = [v.x, v.y, ...(room ? [v.w, v.h] : [])].some((n) => Number.isNaN(n));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return setError(t('plans.place.invalid'));
    setError(null);
    // A move alone goes through the undo; a room resized is saved as it is.
    if (!room || (v.w === item.w && v.h === item.h))
      return onMove([{ kind: item.kind, id: item.id, from: { x: item.x, y: item.y }, to: { x: v.x, y: v.y } }]);
    setPending(true);
    try {
      await place({ kind: 'room', body: { id: item.id, ...v } });
      notify.success(PLAN_WORDS.saved());
    } catch (err) {
      setError(refusal(err));
    } finally {
      setPending(false);
      await refresh();
    }
  };

  const field = (key: keyof typeof f, label: string) => (
    <TextField size="small" label={label} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} sx={{ width: 110 }} />
  );
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={room ? t('plans.place.label.room', { room: roomWords().of(item.label) }) : t('plans.place.label.desk', { id: item.id })}
    >
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        {field('x', room ? t('plans.cornerX') : t('plans.centreX'))}
        {field('y', room ? t('plans.cornerY') : t('plans.centreY'))}
        {room && field('w', t('plans.width'))}
        {room && field('h', t('plans.height'))}
        <Button type="submit" variant="outlined" loading={pending}>
          {t('plans.place.save')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

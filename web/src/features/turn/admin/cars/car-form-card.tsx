import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, type To } from 'react-router';
import { OTHER_BRAND } from '@domain/tower/brands.js';
import { bucharestDay } from '@domain/time.js';
import { updateCar } from '@/api/cars-admin.js';
import { errorMessage } from '@/api/client.js';
import { deleteCar, type Car } from '@/api/tower.js';
import { towerKeys } from '@/api/queries/tower.js';
import { getCarOwnerQueryOptions } from '@/api/queries/tower-admin.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useServerTime } from '@/lib/server-time.js';
import { BrandSelect } from '@/features/turn/brand-select.js';
import { formatDay } from '@/i18n/dates.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { useT } from '@/i18n/use-t.js';
import { problemShown } from '../admin-words.js';
import { carEditBody, carEditProblems, ownerShown, removeCarText, setFlag, valuesOf, type CarFlag, type CarValues } from './car-edit.js';

interface Props {
  car: Car;
  cars: Car[];
  /** Days a removed plate stays blocked (carCanBeAddedAgainAfterDays). */
  blockDays: number;
  /** The cars list, as it was left. */
  list: To;
}

/**
 * The fields of a car: brand from the list or written after 'Alta marca', plate with the §5
 * format (unless foreign), function car and permanent access (tower §4), electric (decisions §26); its owner; remove.
 * The plate is checked as it is typed; a refusal by the server keeps what was typed.
 */
export function CarForm({ car, cars, blockDays, list }: Props) {
  const t = useT(towerAdmin);
  const [values, setValues] = useState<CarValues>(() => valuesOf(car));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const time = useServerTime();
  const notify = useNotify();
  const refreshTower = useInvalidate(towerKeys.all);
  const navigate = useNavigate();
  const permanent = values.flags.permanent_access;
  // A company car's answer names the company, not its user: the user's name is asked for when shown.
  const owner = useQuery({ ...getCarOwnerQueryOptions(car.user_id ?? ''), enabled: !!car.user_id && car.permanent_access && !permanent });
  const problems = carEditProblems(car, values, cars, time.now(), blockDays);
  const plateProblem = problemShown(problems.plate ?? problems.form ?? null) ?? null;
  const editable = car.active;

  const save = useMutation({
    mutationFn: () => updateCar(carEditBody(car, values)),
    onSuccess: async (saved) => {
      setValues(valuesOf(saved));
      notify.success(t('towerAdmin.car.saved'));
      await refreshTower();
    },
    onError: (e) => {
      setRefusal(errorMessage(e));
      notify.error(t('towerAdmin.car.saveFailed'));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCar(car._id),
    onSuccess: async () => {
      notify.success(t('towerAdmin.car.removed'));
      await refreshTower();
      void navigate(list, { relative: 'path' });
    },
    onError: (e) => {
      setDeleteError(errorMessage(e));
      notify.error(t('towerAdmin.car.deleteFailed'));
    },
  });

  const change = (patch: Partial<CarValues>) => {
    setRefusal(null);
    setValues((v) => ({ ...v, ...patch }));
  };
  const flag = (name: CarFlag, checked: boolean) => change({ flags: setFlag(values.flags, name, checked) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!plateProblem && !save.isPending) save.mutate();
  };

  const ownerName = ownerShown(car, permanent, owner.data?.name);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('towerAdmin.car.form')}>
        {!editable && (
          <Alert severity="info">
            {car.date_removed
              ? t('towerAdmin.car.removedOn', { day: formatDay(bucharestDay(new Date(car.date_removed))) })
              : t('towerAdmin.car.removedNoDay')}
          </Alert>
        )}
        <Typography>
          {t('towerAdmin.car.owner')}{' '}
          {car.user_id && !permanent ? (
            <Link component={RouterLink} to={`../../utilizatori/${car.user_id}`} relative="path">
              {ownerName}
            </Link>
          ) : (
            ownerName
          )}
        </Typography>
        <BrandSelect
          value={values.brand.choice}
          onChange={(choice) => change({ brand: { ...values.brand, choice } })}
          disabled={!editable}
        />
        {values.brand.choice === OTHER_BRAND && (
          <TextField
            label={t('towerAdmin.car.brandName')}
            value={values.brand.other}
            onChange={(e) => change({ brand: { ...values.brand, other: e.target.value } })}
            helperText={t('towerAdmin.car.brandHint')}
            disabled={!editable}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        )}
        <TextField
          label={t('towerAdmin.car.plate')}
          value={values.plate}
          onChange={(e) => change({ plate: e.target.value })}
          error={!!plateProblem}
          helperText={plateProblem ?? t('towerAdmin.car.plateExample')}
          disabled={!editable}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 20 } }}
        />
        <FormGroup>
          <FormControlLabel
            control={<Checkbox checked={values.foreign} onChange={(e) => change({ foreign: e.target.checked })} disabled={!editable} />}
            label={t('towerAdmin.car.foreign')}
          />
          <FormControlLabel
            control={
              <Checkbox checked={values.flags.function_car} onChange={(e) => flag('function_car', e.target.checked)} disabled={!editable} />
            }
            label={t('towerAdmin.car.functionCar')}
          />
          <FormControlLabel
            control={<Checkbox checked={permanent} onChange={(e) => flag('permanent_access', e.target.checked)} disabled={!editable} />}
            label={t('towerAdmin.car.permanent')}
          />
          <FormControlLabel
            control={<Checkbox checked={values.electric} onChange={(e) => change({ electric: e.target.checked })} disabled={!editable} />}
            label={t('towerAdmin.car.electric')}
          />
        </FormGroup>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {editable && (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={!!plateProblem} loading={save.isPending}>
              {t('towerAdmin.car.save')}
            </Button>
            <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
              {t('towerAdmin.car.remove')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={t('towerAdmin.car.removeTitle')}
        text={removeCarText(car.license_plate, blockDays)}
        error={deleteError}
        confirmLabel={t('towerAdmin.car.remove')}
        cancelLabel={t('towerAdmin.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => {
          setConfirmDelete(false);
          setDeleteError(null);
        }}
      />
    </Paper>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { OTHER_BRAND } from '@domain/tower/brands.js';
import { normalisePlate, reAddBlockDays, TOWER_REASON } from '@domain/tower/validators.js';
import { errorMessage, hasReason } from '@/api/client.js';
import { getAllMyCarsQueryOptions, towerKeys } from '@/api/queries/tower.js';
import { addCar, type Car } from '@/api/tower.js';
import { FormDialog } from '@/components/form-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useServerTime } from '@/lib/server-time.js';
import { BrandSelect } from './brand-select.js';
import { carFormProblems, type CarFormProblems } from './car-form.js';
import { useTowerSettings } from './tower-queries.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded?: (car: Car) => void;
}

/** 'Adăugați o mașină': brand (default 'Alta marca'), plate, the foreign-plate and electric-car checkboxes (tower §2, §5; decisions §26). */
export function AddCarDialog({ open, onClose, onAdded }: Props) {
  const t = useT(tower);
  const [brand, setBrand] = useState<string>(OTHER_BRAND);
  const [plate, setPlate] = useState('');
  const [foreign, setForeign] = useState(false);
  const [electric, setElectric] = useState(false);
  const [problems, setProblems] = useState<CarFormProblems>({});
  const notify = useNotify();
  const refreshCars = useInvalidate(towerKeys.cars);
  const time = useServerTime();
  const all = useQuery({ ...getAllMyCarsQueryOptions(), enabled: open });
  const settings = useTowerSettings();

  const close = () => {
    setBrand(OTHER_BRAND);
    setPlate('');
    setForeign(false);
    setElectric(false);
    setProblems({});
    onClose();
  };

  const mutation = useMutation({
    mutationFn: () => addCar({ brand, license_plate: normalisePlate(plate), foreign_plate: foreign, electric }),
    onSuccess: async (car) => {
      notify.success(t('tower.ui.carAdded'));
      await refreshCars();
      onAdded?.(car);
      close();
    },
    onError: (e) => setProblems({ form: hasReason(e, TOWER_REASON.carExistsServer) ? t('tower.words.carExistsServer') : errorMessage(e) }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = carFormProblems(
      { brand, license_plate: plate, foreign_plate: foreign },
      all.data ?? [],
      time.now(),
      settings.data?.reAddDays ?? reAddBlockDays(),
    );
    setProblems(found);
    if (!found.plate && !found.form) mutation.mutate();
  };

  return (
    <FormDialog
      title={t('tower.addCar')}
      open={open}
      onClose={close}
      onSubmit={submit}
      error={problems.form}
      pending={mutation.isPending}
      submitLabel={t('tower.add')}
    >
      <BrandSelect value={brand} onChange={setBrand} fullWidth margin="normal" />
      <TextField
        label={t('tower.carForm.plate')}
        value={plate}
        onChange={(e) => setPlate(e.target.value)}
        error={!!problems.plate}
        helperText={problems.plate ?? t('tower.carForm.plateExample')}
        fullWidth
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 20 } }}
      />
      <FormControlLabel
        control={<Checkbox checked={foreign} onChange={(e) => setForeign(e.target.checked)} />}
        label={t('tower.carForm.foreignPlate')}
      />
      <FormControlLabel
        control={<Checkbox checked={electric} onChange={(e) => setElectric(e.target.checked)} />}
        label={t('tower.carForm.electric')}
      />
    </FormDialog>
  );
}

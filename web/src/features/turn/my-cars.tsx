import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reAddBlockDays } from '@domain/tower/validators.js';
import { towerKeys } from '@/api/queries/tower.js';
import { deleteCar, type Car } from '@/api/tower.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { AddCarDialog } from './add-car-dialog.js';
import { carName } from './car-select.js';
import { useMyCars, useTowerSettings } from './tower-queries.js';
import { common } from '@/i18n/common.js';
import { translate } from '@/i18n/i18n.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { tower, type TowerKey } from '@/i18n/tower.js';
import { useT, type Translate } from '@/i18n/use-t.js';

/** What a car of the list is besides its name: a foreign plate, an electric car. */
const carNotes = (c: Car, t: Translate<TowerKey>) =>
  [c.foreign_plate && t('tower.cars.foreign'), c.electric && t('tower.cars.electric')].filter(Boolean).join(', ');

/** 'Mașinile mele': the user's active cars with the add-car and delete-car dialogs (tower §2). */
export function MyCars() {
  const t = useT(tower);
  const cars = useMyCars();
  const settings = useTowerSettings();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Car | null>(null);
  const notify = useNotify();
  const refreshCars = useInvalidate(towerKeys.cars);
  const remove = useMutation({
    mutationFn: (id: string) => deleteCar(id),
    onSuccess: async () => {
      await refreshCars();
      notify.success(t('tower.ui.carRemoved'));
      setRemoving(null);
    },
    onError: () => notify.error(t('tower.ui.carRemoveFailed')),
  });

  return (
    <section aria-labelledby="my-cars-title">
      <Typography id="my-cars-title" component="h2" variant="h6" sx={{ mt: 2 }}>
        {t('tower.cars.title')}
      </Typography>
      {cars.data?.length === 0 && <Typography color="text.secondary">{t('tower.cars.none')}</Typography>}
      <List dense aria-label={t('tower.cars.title')}>
        {(cars.data ?? []).map((c) => (
          <ListItem
            key={c._id}
            disableGutters
            secondaryAction={
              <IconButton edge="end" aria-label={t('tower.cars.remove', { plate: c.license_plate })} onClick={() => setRemoving(c)}>
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <DirectionsCar />
            </ListItemIcon>
            <ListItemText primary={carName(c)} secondary={carNotes(c, t) || undefined} />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" onClick={() => setAdding(true)}>
        {t('tower.addCar')}
      </Button>
      <AddCarDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!removing}
        title={t('tower.cars.removeTitle')}
        text={
          removing
            ? t('tower.cars.removeText', {
                car: carName(removing),
                days: translate(common, 'common.days', { count: settings.data?.reAddDays ?? reAddBlockDays() }),
              })
            : ''
        }
        cancelLabel={t('tower.no')}
        confirmLabel={t('tower.yes')}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

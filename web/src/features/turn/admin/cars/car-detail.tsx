import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { errorMessage } from '@/api/client.js';
import { useTowerSettings } from '@/features/turn/tower-queries.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { useT } from '@/i18n/use-t.js';
import { CarForm } from './car-form-card.js';

/** A car of the tower console (tower §2 "car detail"), reached from the list at /turn/admin/masini/:carId. */
export function CarDetail() {
  const t = useT(towerAdmin);
  const { carId } = useParams();
  const location = useLocation();
  const cars = useQuery(getAdminCarsQueryOptions());
  const settings = useTowerSettings();
  const car = cars.data?.find((c) => c._id === carId);
  // Back to the list as it was left: its search came along in the navigation's state.
  const search = (location.state as { search?: string } | null)?.search;
  const list = { pathname: '..', search: search ? `?${search}` : '' };

  let content;
  if (cars.isError || settings.isError) content = <Alert severity="error">{errorMessage(cars.error ?? settings.error)}</Alert>;
  else if (!cars.data || !settings.data) content = <CircularProgress aria-label={t('towerAdmin.loadingLabel')} />;
  else if (!car) content = <Alert severity="warning">{t('towerAdmin.car.notFound')}</Alert>;
  else content = <CarForm key={car._id} car={car} cars={cars.data} blockDays={settings.data.reAddDays} list={list} />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <div>
        <Button component={RouterLink} to={list} relative="path" startIcon={<ArrowBack />}>
          {t('towerAdmin.car.back')}
        </Button>
      </div>
      <Typography variant="h5" component="h2">
        {car ? t('towerAdmin.car.titleOf', { plate: car.license_plate }) : t('towerAdmin.car.title')}
      </Typography>
      {content}
    </Stack>
  );
}

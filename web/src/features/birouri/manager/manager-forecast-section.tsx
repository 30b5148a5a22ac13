import BarChart from '@mui/icons-material/BarChart';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { manager } from '@/i18n/manager.js';
import { useT } from '@/i18n/use-t.js';
import { retryingImport } from '@/lib/connection.js';
import { ForecastSection } from '../statistics/forecast-section.js';

// The chart, its library and its words load when the manager asks for the forecast: the manager's
// page is at its budget (web/bundle-budget.json) and the charts' library would nearly double it.
const ManagerForecast = lazy(retryingImport(() => import('./manager-forecast.js')));

/** The office's forecast on the manager's page (decisions §21): the desks of their groups, one click away. */
export function ManagerForecastSection() {
  const t = useT(manager);
  const [shown, setShown] = useState(false);
  return (
    <ForecastSection title={t('manager.forecast.title')} intro={t('manager.forecast.intro')}>
      <div>
        <Button
          variant="outlined"
          startIcon={<BarChart />}
          aria-expanded={shown}
          aria-controls="manager-forecast"
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('manager.forecast.hide') : t('manager.forecast.show')}
        </Button>
      </div>
      {shown && (
        <Stack id="manager-forecast" spacing={2}>
          <Suspense fallback={<CircularProgress aria-label={t('manager.forecast.loading')} />}>
            <ManagerForecast />
          </Suspense>
        </Stack>
      )}
    </ForecastSection>
  );
}

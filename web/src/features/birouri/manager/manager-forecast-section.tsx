import BarChart from '@mui/icons-material/BarChart';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { meetsAccess } from '@domain/policy.js';
import { statistics } from '@/i18n/statistics.js';
import { useT } from '@/i18n/use-t.js';
import { retryingImport } from '@/lib/connection.js';
import { useSession } from '@/lib/session.js';
import { ForecastSection } from '../statistics/forecast-section.js';

// The chart and its library load when the manager asks for the forecast: the manager's page is at
// its budget (web/bundle-budget.json) and the charts' library would nearly double it.
const ManagerForecast = lazy(retryingImport(() => import('./manager-forecast.js')));

/** The office's forecast on the manager's page (decisions §21): the desks of their groups, one click away. */
export function ManagerForecastSection() {
  const t = useT(statistics);
  const { user } = useSession();
  const [shown, setShown] = useState(false);
  // An administrator of the flexible office sees every group here, as in the table above.
  const intro = meetsAccess(user, 'admin:1') ? t('statistics.forecast.intro') : t('statistics.forecast.introGroups');
  return (
    <ForecastSection intro={intro}>
      <div>
        <Button
          variant="outlined"
          startIcon={<BarChart />}
          aria-expanded={shown}
          aria-controls="manager-forecast"
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('statistics.forecast.hide') : t('statistics.forecast.show')}
        </Button>
      </div>
      {shown && (
        <Stack id="manager-forecast" spacing={2}>
          <Suspense fallback={<CircularProgress aria-label={t('statistics.forecast.loading')} />}>
            <ManagerForecast />
          </Suspense>
        </Stack>
      )}
    </ForecastSection>
  );
}

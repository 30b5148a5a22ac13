import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { OFFICE } from '@domain/buildings.js';
import { comingForecast } from '@domain/team/forecast-days.js';
import { errorMessage } from '@/api/client.js';
import { getOccupancyQueryOptions } from '@/api/queries/statistics.js';
import { useBuildingSettings } from '@/api/queries/settings.js';
import { exportPath } from '@/api/statistics.js';
import { ExportButton } from '@/components/export-button.js';
import { formatDay } from '@/i18n/dates.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { statistics } from '@/i18n/statistics.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { useStatisticsQuery } from '@/lib/use-statistics-query.js';
import { ForecastChart } from './forecast-chart.js';
import { ForecastTable } from './forecast-table.js';

/** The days of the query's key until the forecast's are known (it is not asked then). */
const NOT_YET = { from: '', to: '' };

interface Props {
  /** One group's desks (a manager's choice); all the caller may see when left out (the server limits a manager to their groups). */
  groupId?: string;
  /** What chooses `groupId`, beside the period. */
  chooser?: ReactNode;
}

/**
 * The office's forecast (decisions §21): GET /statistics/occupancy from today to the booking
 * window's end (the building's maxDaysDesk) as a chart per floor and its table; Ocupare.csv of
 * the same days. A refusal (forecast.tooManyDays, forecast.notYourGroup) is worded by its reason.
 */
export function ForecastBody({ groupId, chooser }: Props) {
  const t = useT(statistics);
  const language = useLanguage();
  const time = useServerTime();
  const settings = useBuildingSettings(OFFICE);
  // Known once the server's today and the building's maxDaysDesk are; nothing is asked before.
  const range = time.ready && settings.data ? comingForecast(time.today(), settings.data.maxDaysDesk) : null;
  const forecast = useStatisticsQuery(getOccupancyQueryOptions({ ...(range ?? NOT_YET), groupId }), range !== null);
  const rows = forecast.data ?? [];
  const failed = settings.error ?? forecast.error;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <Stack spacing={2} sx={{ pt: { sm: chooser ? 0 : 1 } }}>
          {chooser}
          <Typography aria-live="polite">
            {range && t('statistics.forecast.period', { from: formatDay(range.from, language), to: formatDay(range.to, language) })}
          </Typography>
        </Stack>
        <ExportButton path={range && exportPath('occupancy', { ...range, groupId })} fallbackName="Ocupare.csv">
          {t('statistics.forecast.download')}
        </ExportButton>
      </Stack>
      {failed ? (
        // The English words of a refusal download when one is first shown; the server's sentence meanwhile.
        <Suspense fallback={<Alert severity="error">{errorMessage(failed)}</Alert>}>
          <Refusal error={failed} />
        </Suspense>
      ) : (
        <>
          <ForecastChart rows={rows} loading={!range || forecast.isFetching} />
          <ForecastTable rows={rows} loading={!range || forecast.isFetching} />
        </>
      )}
    </>
  );
}

/** A refusal (forecast.tooManyDays, forecast.notYourGroup) or failure, worded by its reason in the person's language. */
function Refusal({ error }: { error: Error }) {
  const refusalWords = useRefusalWords();
  return <Alert severity="error">{refusalWords(error)}</Alert>;
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OccupancyRow } from '@/api/statistics.js';
import { useChartLocaleText } from '@/components/chart-locale.js';
import { formatDay, formatNumber, formatPercent } from '@/i18n/dates.js';
import { statistics } from '@/i18n/statistics.js';
import { useT } from '@/i18n/use-t.js';
import { floorOfDay, forecastFloors, reservedShare, type FloorDay } from './forecast-floors.js';

/** About how many days the axis names. */
const TICKS = 12;

/**
 * The forecast's chart (decisions §21): for each working day a bar per floor, the share of the
 * floor's desks reserved (0–100 %), so that floors of any size compare and a full one stands out;
 * the tooltip gives the counts, and ForecastTable all of them.
 */
export function ForecastChart({ rows, loading }: { rows: OccupancyRow[]; loading: boolean }) {
  const t = useT(statistics);
  const localeText = useChartLocaleText();
  const floors = forecastFloors(rows);
  const step = Math.max(1, Math.ceil(rows.length / TICKS));
  const ofDesks = (f: FloorDay) => t('statistics.forecast.ofDesks', { reserved: formatNumber(f.reserved), desks: formatNumber(f.desks) });
  return (
    <Box component="figure" aria-labelledby="forecast-chart-title" sx={{ m: 0 }}>
      <Typography id="forecast-chart-title" component="figcaption" variant="subtitle1">
        {t('statistics.forecast.chart')}
      </Typography>
      <BarChart
        height={300}
        loading={loading}
        skipAnimation
        localeText={localeText}
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((r) => r.date),
            tickInterval: (_d: string, i: number) => i % step === 0,
            valueFormatter: (d: string) => formatDay(d),
          },
        ]}
        yAxis={[{ min: 0, max: 100, width: 48, tickInterval: [0, 25, 50, 75, 100], valueFormatter: (v: number) => formatPercent(v) }]}
        series={floors.map((floor) => ({
          label: t('statistics.filter.floorName', { floor }),
          data: rows.map((r) => {
            const f = floorOfDay(r, floor);
            return f && reservedShare(f);
          }),
          valueFormatter: (v: number | null, { dataIndex }: { dataIndex: number }) => {
            const f = floorOfDay(rows[dataIndex], floor);
            return v === null || !f ? '' : `${ofDesks(f)} (${formatPercent(v)})`;
          },
        }))}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}

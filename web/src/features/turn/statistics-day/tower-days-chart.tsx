import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDay } from '@domain/time.js';
import type { TowerDayRow } from '@/api/statistics.js';
import { CHART_LOCALE_TEXT } from '@/components/chart-locale.js';
import { formatChartCount } from '@/lib/numbers.js';

/** 'DD.MM' of a day: the month is in the period line. */
const dayMonth = (day: string) => formatDay(day).slice(0, 5);

/** Requests against places, per working day (tower §9): bars side by side. */
export function TowerDaysChart({ rows, loading, phone }: { rows: TowerDayRow[]; loading: boolean; phone: boolean }) {
  const theme = useTheme();
  return (
    <Box component="figure" aria-labelledby="tower-days-chart-title" sx={{ m: 0 }}>
      <Typography id="tower-days-chart-title" component="figcaption" variant="h6">
        Cereri și locuri pe zile
      </Typography>
      <BarChart
        height={phone ? 240 : 300}
        loading={loading}
        skipAnimation
        localeText={CHART_LOCALE_TEXT}
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((r) => r.date),
            valueFormatter: (d: string, ctx) => (ctx.location === 'tooltip' ? formatDay(d) : dayMonth(d)),
          },
        ]}
        yAxis={[{ min: 0, width: 40 }]}
        series={[
          {
            data: rows.map((r) => r.places),
            label: 'Locuri disponibile',
            color: theme.palette.grey[400],
            valueFormatter: formatChartCount,
          },
          { data: rows.map((r) => r.requests), label: 'Total cereri', color: theme.palette.primary.main, valueFormatter: formatChartCount },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}

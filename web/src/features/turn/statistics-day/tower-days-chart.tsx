import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TowerDayRow } from '@/api/statistics.js';
import { useChartLocaleText } from '@/components/chart-locale.js';
import { formatDay, formatNumber } from '@/i18n/dates.js';
import type { Language } from '@/i18n/language.js';
import { towerDays } from '@/i18n/tower-days.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

/** 'DD.MM' (or 'DD/MM') of a day: the month is in the period line. */
const dayMonth = (day: string, language: Language) => formatDay(day, language).slice(0, 5);

/** Requests against places, per working day (tower §9): bars side by side. */
export function TowerDaysChart({ rows, loading, phone }: { rows: TowerDayRow[]; loading: boolean; phone: boolean }) {
  const theme = useTheme();
  const t = useT(towerDays);
  const language = useLanguage();
  const localeText = useChartLocaleText();
  const count = (n: number | null) => (n === null ? '' : formatNumber(n, language));
  return (
    <Box component="figure" aria-labelledby="tower-days-chart-title" sx={{ m: 0 }}>
      <Typography id="tower-days-chart-title" component="figcaption" variant="h6">
        {t('towerDays.chart')}
      </Typography>
      <BarChart
        height={phone ? 240 : 300}
        loading={loading}
        skipAnimation
        localeText={localeText}
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((r) => r.date),
            valueFormatter: (d: string, ctx) => (ctx.location === 'tooltip' ? formatDay(d, language) : dayMonth(d, language)),
          },
        ]}
        yAxis={[{ min: 0, width: 40 }]}
        series={[
          {
            data: rows.map((r) => r.places),
            label: t('towerDays.figure.places'),
            color: theme.palette.grey[400],
            valueFormatter: count,
          },
          {
            data: rows.map((r) => r.requests),
            label: t('towerDays.figure.requests'),
            color: theme.palette.primary.main,
            valueFormatter: count,
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}

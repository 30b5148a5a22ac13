import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TowerDayRow } from '@/api/statistics.js';
import { formatDay, formatNumber, weekdayName } from '@/i18n/dates.js';
import { towerDays } from '@/i18n/tower-days.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { towerDayFigures } from './tower-days-columns.js';

/** On a phone, each working day is a card with its figures, instead of the wide table. */
export function TowerDaysList({ rows, empty }: { rows: TowerDayRow[]; empty: string }) {
  const t = useT(towerDays);
  const language = useLanguage();
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>{empty}</Typography>;
  return (
    <Box component="ul" aria-label={t('towerDays.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((r) => (
        <Paper component="li" variant="outlined" key={r.date} aria-label={formatDay(r.date, language)} sx={{ px: 1.5, py: 1 }}>
          <Typography sx={{ fontWeight: 600, mb: 0.25 }}>
            {formatDay(r.date, language)}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {weekdayName(r.date, language)}
            </Box>
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5, m: 0 }}>
            {towerDayFigures(t).map((f) => (
              <Box key={f.field} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                  {f.short}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: '1.05rem', fontWeight: 500, lineHeight: 1.3 }}>
                  {formatNumber(r[f.field], language)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

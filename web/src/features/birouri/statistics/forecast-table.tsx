import Box from '@mui/material/Box';
import type { OccupancyRow } from '@/api/statistics.js';
import { formatDay, formatNumber } from '@/i18n/dates.js';
import { statistics } from '@/i18n/statistics.js';
import { useT } from '@/i18n/use-t.js';
import { floorOfDay, forecastFloors, type FloorDay } from './forecast-floors.js';

/** A plain table, read cell by cell by a screen reader; it scrolls sideways on a narrow screen. */
const TABLE_SX = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: '0.875rem',
  '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'right', whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
  '& thead th': { fontWeight: 500 },
} as const;

/**
 * The forecast's figures (decisions §21), the chart's alternative: each working day's desks
 * reserved against the desks of each floor and of all of them, the hours of room reservations and
 * the parking spots taken.
 */
export function ForecastTable({ rows, loading }: { rows: OccupancyRow[]; loading: boolean }) {
  const t = useT(statistics);
  const floors = forecastFloors(rows);
  const ofDesks = (f: Pick<FloorDay, 'reserved' | 'desks'> | null) =>
    f ? t('statistics.forecast.ofDesks', { reserved: formatNumber(f.reserved), desks: formatNumber(f.desks) }) : '—';
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={TABLE_SX} aria-label={t('statistics.forecast.table')} aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">{t('statistics.column.date')}</th>
            {floors.map((floor) => (
              <th key={floor} scope="col">
                {t('statistics.filter.floorName', { floor })}
              </th>
            ))}
            <th scope="col">{t('statistics.forecast.total')}</th>
            <th scope="col">{t('statistics.forecast.roomHours')}</th>
            <th scope="col">{t('statistics.forecast.spots')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.date}>
              <th scope="row">{formatDay(r.date)}</th>
              {floors.map((floor) => (
                <td key={floor}>{ofDesks(floorOfDay(r, floor))}</td>
              ))}
              <td>{ofDesks(r)}</td>
              <td>{formatNumber(r.roomHours, undefined, 2)}</td>
              <td>{formatNumber(r.spots)}</td>
            </tr>
          ))}
          {rows.length === 0 && !loading && (
            <tr>
              <td colSpan={floors.length + 4}>{t('statistics.forecast.none')}</td>
            </tr>
          )}
        </tbody>
      </Box>
    </Box>
  );
}

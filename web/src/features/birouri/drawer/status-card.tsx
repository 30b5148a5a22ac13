import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { longDayName } from '@/i18n/dates.js';
import type { OfficeStatus } from '@/api/desks.js';
import { desks, type DesksKey } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { useT } from '@/i18n/use-t.js';
import { getOfficeStatusQueryOptions } from '@/api/queries/desks.js';

export const STATUS_REFRESH_MS = 5 * 60_000;

const ROWS: { key: keyof OfficeStatus; label: DesksKey }[] = [
  { key: 'reservedOffices', label: 'desks.status.reservedOffices' },
  { key: 'emptyOffices', label: 'desks.status.emptyOffices' },
  { key: 'reservedConfRooms', label: 'desks.status.reservedConfRooms' },
  { key: 'emptyConfRooms', label: 'desks.status.emptyConfRooms' },
];

/** Pure: the counts that rose since the previous answer. */
export function risenKeys(prev: OfficeStatus | null, next: OfficeStatus): (keyof OfficeStatus)[] {
  if (!prev) return [];
  return ROWS.map((r) => r.key).filter((k) => next[k] > prev[k]);
}

/** The card's title: the day its counts are of. */
export const statusTitle = (day: string) => translate(desks, 'desks.status.title', { day: longDayName(day) });

/**
 * The counts of the day the map shows (issue #14, point 4), refreshed every 5 minutes; a count
 * that rose since the last refresh of that same day is highlighted (flex-office §2).
 */
export function StatusCard({ day }: { day: string }) {
  const t = useT(desks);
  const status = useQuery({ ...getOfficeStatusQueryOptions(day), refetchInterval: STATUS_REFRESH_MS });
  const prev = useRef<{ day: string; counts: OfficeStatus } | null>(null);
  const [risen, setRisen] = useState<(keyof OfficeStatus)[]>([]);
  useEffect(() => {
    if (!status.data) return;
    // Another day's counts are not a rise: compare only answers for the same day.
    setRisen(risenKeys(prev.current?.day === day ? prev.current.counts : null, status.data));
    prev.current = { day, counts: status.data };
  }, [status.data, day]);
  if (!status.data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={t('desks.status.label')} role="region">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {statusTitle(day)}
      </Typography>
      {ROWS.map((r) => {
        const up = risen.includes(r.key);
        const label = t(r.label);
        const n = status.data[r.key];
        return (
          <Box
            key={r.key}
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: up ? 'warning.dark' : undefined }}
          >
            <Typography variant="body2">{label}</Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: up ? 700 : 500 }}
              aria-label={up ? t('desks.status.rising', { label, count: n }) : `${label}: ${n}`}
            >
              {up && <ArrowUpward sx={{ fontSize: 14, verticalAlign: 'middle' }} />}
              {n}
            </Typography>
          </Box>
        );
      })}
    </Paper>
  );
}

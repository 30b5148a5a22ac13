import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { officeStatus, type OfficeStatus } from '../../../api/desks.js';

export const STATUS_REFRESH_MS = 5 * 60_000;

const ROWS: { key: keyof OfficeStatus; label: string }[] = [
  { key: 'reservedOffices', label: 'Birouri rezervate azi' },
  { key: 'emptyOffices', label: 'Birouri libere azi' },
  { key: 'reservedConfRooms', label: 'Săli rezervate azi' },
  { key: 'emptyConfRooms', label: 'Săli libere azi' },
];

/** Pure: the counts that rose since the previous answer. */
export function risenKeys(prev: OfficeStatus | null, next: OfficeStatus): (keyof OfficeStatus)[] {
  if (!prev) return [];
  return ROWS.map((r) => r.key).filter((k) => next[k] > prev[k]);
}

/** Today's counts, refreshed every 5 minutes; a count that rose is highlighted (flex-office §2). */
export function StatusCard() {
  const status = useQuery({ queryKey: ['status'], queryFn: officeStatus, refetchInterval: STATUS_REFRESH_MS });
  const prev = useRef<OfficeStatus | null>(null);
  const [risen, setRisen] = useState<(keyof OfficeStatus)[]>([]);
  useEffect(() => {
    if (!status.data) return;
    setRisen(risenKeys(prev.current, status.data));
    prev.current = status.data;
  }, [status.data]);
  if (!status.data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Situația rezervărilor" role="region">
      {ROWS.map((r) => {
        const up = risen.includes(r.key);
        return (
          <Box key={r.key} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: up ? 'warning.dark' : undefined }}>
            <Typography variant="body2">{r.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: up ? 700 : 500 }} aria-label={`${r.label}: ${status.data[r.key]}${up ? ', în creștere' : ''}`}>
              {up && <ArrowUpward sx={{ fontSize: 14, verticalAlign: 'middle' }} />}
              {status.data[r.key]}
            </Typography>
          </Box>
        );
      })}
    </Paper>
  );
}

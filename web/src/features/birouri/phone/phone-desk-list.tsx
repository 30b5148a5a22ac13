import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Desk } from '@/api/desks.js';
import { RequestError } from '@/components/request-error.js';
import { freeDesksText } from '../drawer/week-grid.js';
import type { FreeFloor } from './free-desks.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  /** Null while the day's desks load. */
  floors: FreeFloor[] | null;
  failed: unknown;
  onRetry(): void;
  /** Why no desk is offered although some are free (the person may book no more that day), or null. */
  why: string | null;
  onPick(desk: Desk): void;
}

/** The day's free desks of the group, by floor: each a button (≥ 44 px) that opens the booking panel, as a click on the map does. */
export function PhoneDeskList({ floors, failed, onRetry, why, onPick }: Props) {
  const t = useT(desks);
  if (failed) return <RequestError error={failed} onRetry={onRetry} />;
  if (!floors) return <CircularProgress aria-label={t('desks.phone.loadingFree')} sx={{ alignSelf: 'center' }} />;
  if (why) return <Alert severity="info">{why}</Alert>;
  if (floors.length === 0) return <Typography color="text.secondary">{t('desks.phone.noneFree')}</Typography>;
  return (
    <Stack spacing={1.5}>
      {floors.map(({ floor, desks }) => (
        <Box key={floor} role="group" aria-labelledby={`birouri-libere-${floor}`}>
          <Typography id={`birouri-libere-${floor}`} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {t('desks.floorName', { floor })}
            <Typography component="span" variant="body2" color="text.secondary">{` · ${freeDesksText(desks.length)}`}</Typography>
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1 }}>
            {desks.map((desk) => (
              <Button
                key={desk.deskId}
                variant="outlined"
                aria-label={t('desks.deskName', { deskId: desk.deskId })}
                onClick={() => onPick(desk)}
                sx={{ minHeight: 44, minWidth: 0, px: 1 }}
              >
                {desk.deskId}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

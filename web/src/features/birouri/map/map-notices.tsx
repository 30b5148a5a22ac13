import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NO_FLOORS } from '@/api/floors.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

/** Said in place of the desks while they load. */
export function DesksLoading() {
  const t = useT(desks);
  return (
    <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{t('desks.map.loading')}</Typography>
    </Stack>
  );
}

/** The day's desks could not be read: say so, and offer to try again. */
export function DesksFailed({ onRetry }: { onRetry(): void }) {
  const t = useT(desks);
  return (
    <Alert
      severity="error"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('desks.action.retry')}
        </Button>
      }
    >
      {t('desks.map.failed')}
    </Alert>
  );
}

interface NoDesksProps {
  groupName: string;
  floor: number;
  /** The floors where the group has desks; undefined until they are known. */
  elsewhere: number[] | undefined;
  onFloor(floor: number): void;
}

/** The selected group has no desk on this floor: say it in words, and where its desks are. */
export function NoDesksOfGroup({ groupName, floor, elsewhere, onFloor }: NoDesksProps) {
  const t = useT(desks);
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={elsewhere?.map((f) => (
        <Button key={f} color="inherit" size="small" onClick={() => onFloor(f)}>
          {t('desks.map.goToFloor', { floor: f })}
        </Button>
      ))}
    >
      {t('desks.map.noDesksOfGroup', { group: groupName, floor })}
      {elsewhere?.length === 0 && ` ${t('desks.map.noDesksElsewhere')}`}
    </Alert>
  );
}

/** Said in place of the map while the building has no floor. */
export function NoFloors() {
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {NO_FLOORS}
    </Alert>
  );
}

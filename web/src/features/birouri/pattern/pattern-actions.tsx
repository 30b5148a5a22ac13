import EventRepeat from '@mui/icons-material/EventRepeat';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PatternSaved } from '@/api/pattern.js';
import { useMergeIntoPattern } from '@/api/queries/pattern.js';
import { RequestError } from '@/components/request-error.js';
import { weekdayName } from '@/i18n/dates.js';
import { pattern, type PatternKey } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';
import { PATTERN_PATH } from './pattern-link.js';
import { everyWeekday, withFavourite, type FavouriteAdded } from './pattern-edit.js';
import { PatternOutcome } from './pattern-outcome.js';
import { saveRefusalKey } from './save-refusal.js';

/** What the last action did: its words, and what the save's first run booked. */
interface Said {
  kind: 'every' | FavouriteAdded['kind'];
  saved: PatternSaved | null;
}

const SAID: Record<Said['kind'], { key: PatternKey; severity: AlertColor }> = {
  every: { key: 'workPattern.every.done', severity: 'success' },
  added: { key: 'workPattern.favourite.done', severity: 'success' },
  already: { key: 'workPattern.favourite.already', severity: 'info' },
  full: { key: 'workPattern.favourite.full', severity: 'warning' },
};

/**
 * The booking panel's ways into the work pattern (decisions §20), for one booking for themselves a
 * desk open to them: 'Rezervați în fiecare {zi}' adds the day's weekday and puts the desk first among
 * the favourites (at most three kept); 'Adăugați la birourile preferate' adds the desk last. Each reads
 * the pattern as saved, merges, saves, and says what it did and what the save booked at once.
 */
export default function PatternActions({ deskId, day }: { deskId: string; day: string }) {
  const t = useT(pattern);
  const merge = useMergeIntoPattern();
  const [said, setSaid] = useState<Said | null>(null);
  const weekday = weekdayName(day);
  const refusal = saveRefusalKey(merge.error);

  // The outcome is read from the save's own promise (mutateAsync), not from mutate's callbacks, which
  // run only while the panel's observer of the mutation is subscribed; a refusal is shown from merge.error.
  const run = async (change: Parameters<typeof merge.mutateAsync>[0], kindOf: () => Said['kind']) => {
    setSaid(null);
    try {
      const saved = await merge.mutateAsync(change);
      setSaid({ kind: kindOf(), saved });
    } catch {
      // Shown below (merge.isError).
    }
  };
  const every = () =>
    void run(
      (p) => everyWeekday(p, day, deskId),
      () => 'every',
    );
  const favourite = () => {
    let kind: FavouriteAdded['kind'] = 'added';
    void run(
      (p) => {
        const f = withFavourite(p, deskId);
        kind = f.kind;
        return f.kind === 'added' ? { desks: f.desks } : null;
      },
      () => kind,
    );
  };
  const booked = said?.saved && (said.saved.booked.length > 0 || said.saved.notBooked.length > 0) ? said.saved : null;

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button size="small" startIcon={<EventRepeat />} onClick={every} disabled={merge.isPending}>
          {t('workPattern.every', { weekday })}
        </Button>
        <Button size="small" startIcon={<StarBorder />} onClick={favourite} disabled={merge.isPending}>
          {t('workPattern.favourite.add')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('workPattern.every.hint')}
      </Typography>
      <div role="status">
        {said && (
          <Alert severity={SAID[said.kind].severity}>
            <Stack spacing={1}>
              <span>
                {t(SAID[said.kind].key, { weekday, deskId })}{' '}
                <Link component={RouterLink} to={PATTERN_PATH}>
                  {t('workPattern.title')}
                </Link>
              </span>
              {booked && <PatternOutcome outcome={booked} />}
            </Stack>
          </Alert>
        )}
      </div>
      {merge.isError && <RequestError error={merge.error} message={refusal && t(refusal)} />}
    </Stack>
  );
}

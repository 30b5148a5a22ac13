import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { rating } from '@domain/tower/engine.js';
import { getUserIndisciplineQueryOptions } from '@/api/queries/tower-admin.js';
import type { PickedUser } from '@/components/user-picker.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { useT } from '@/i18n/use-t.js';
import { RatingStars } from '../rating-stars.js';

/** The rating of the user the table is filtered by (tower §4): deleting an absence gives a star back. */
export function UserRating({ user }: { user: PickedUser }) {
  const t = useT(towerStatistics);
  const scores = useQuery(getUserIndisciplineQueryOptions(user.uuid));
  if (!scores.data) return null;
  const score = scores.data.find((s) => s.uuid === user.uuid)?.score ?? 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography color="text.secondary">{t('towerStatistics.users.rating', { name: user.name })}</Typography>
      <RatingStars rating={rating(score)} />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { rating } from '@domain/tower/engine.js';
import { errorMessage } from '@/api/client.js';
import { towerKeys } from '@/api/queries/tower.js';
import { getUserIndisciplineQueryOptions } from '@/api/queries/tower-admin.js';
import { forgiveIndiscipline } from '@/api/tower-users.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { RatingStars } from '@/features/turn/rating-stars.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { useT } from '@/i18n/use-t.js';

/**
 * A tower user's rating and indiscipline (tower §4: rating = 3 − indiscipline), and forgiving
 * it: the absences stop counting for the rating and for the order of the rounds. It asks first,
 * since the scores cannot be put back.
 */
export function TowerUserIndiscipline({ user }: { user: UserInfo }) {
  const t = useT(towerAdmin);
  const notify = useNotify();
  const refresh = useInvalidate(towerKeys.indiscipline);
  const [asking, setAsking] = useState(false);
  const scores = useQuery(getUserIndisciplineQueryOptions(user.uuid));
  const forgive = useMutation({
    mutationFn: () => forgiveIndiscipline(user.uuid),
    onSuccess: async () => {
      setAsking(false);
      notify.success(t('towerAdmin.indiscipline.forgiven', { name: user.name }));
      await refresh();
    },
  });
  const close = () => {
    setAsking(false);
    forgive.reset();
  };

  if (scores.isError) return <Alert severity="error">{errorMessage(scores.error)}</Alert>;
  if (!scores.data) return <Typography color="text.secondary">{t('towerAdmin.loading')}</Typography>;
  const mine = scores.data[0] ?? { score: 0, sortingScore: 0 };
  const none = mine.score === 0 && mine.sortingScore === 0;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ width: 200, color: 'text.secondary' }}>{t('towerAdmin.indiscipline.rating')}</Typography>
        <RatingStars rating={rating(mine.score)} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Typography sx={{ width: 200, color: 'text.secondary' }}>{t('towerAdmin.indiscipline.score')}</Typography>
        <Typography data-testid="indiscipline-score">{mine.score}</Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Typography sx={{ width: 200, color: 'text.secondary' }}>{t('towerAdmin.indiscipline.sortingScore')}</Typography>
        <Typography>{mine.sortingScore}</Typography>
      </Stack>
      <Button variant="outlined" onClick={() => setAsking(true)} disabled={none} sx={{ alignSelf: 'flex-start' }}>
        {t('towerAdmin.indiscipline.forgive')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('towerAdmin.indiscipline.confirmTitle', { name: user.name })}
        text={t('towerAdmin.indiscipline.confirmText', { name: user.name })}
        error={forgive.error ? errorMessage(forgive.error) : null}
        confirmLabel={t('towerAdmin.indiscipline.forgive')}
        cancelLabel={t('towerAdmin.cancel')}
        pending={forgive.isPending}
        onConfirm={() => forgive.mutate()}
        onClose={close}
      />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getFollowingQueryOptions, useFollow } from '@/api/queries/colleagues.js';
import { RequestError } from '@/components/request-error.js';
import { colleagues } from '@/i18n/colleagues.js';
import { useT } from '@/i18n/use-t.js';

/**
 * 'Urmăriți colegul' / 'Nu mai urmăriți colegul' in the dialog of a desk a colleague holds (decisions
 * §21, #42): saves the whole list with that one change; the map's stars follow the saved list. A
 * refusal is worded by its reason (reasons following.*).
 */
export default function FollowColleague({ uuid, name }: { uuid: string; name: string }) {
  const t = useT(colleagues);
  const list = useQuery(getFollowingQueryOptions());
  const follow = useFollow();
  const [said, setSaid] = useState<string | null>(null);
  const following = !!list.data?.some((f) => f.uuid === uuid);
  const toggle = () => {
    setSaid(null);
    follow.mutate(
      { uuid, follow: !following },
      { onSuccess: () => setSaid(t(following ? 'colleagues.unfollowed' : 'colleagues.followed', { name })) },
    );
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end', mr: 'auto' }}>
      <Button onClick={toggle} disabled={list.isPending || follow.isPending}>
        {t(following ? 'colleagues.unfollow' : 'colleagues.follow')}
      </Button>
      <span role="status" style={visuallyHidden}>
        {said}
      </span>
      {follow.isError && <RequestError error={follow.error} />}
    </Stack>
  );
}

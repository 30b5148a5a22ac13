import { useLiveUpdates } from '@/api/queries/live.js';
import { useSession } from '@/lib/session.js';
import { useServerTime } from '@/lib/server-time.js';

/** The live updates of the signed-in user's pages (decisions §14): open while signed in, stopped at logout. */
export function LiveUpdates() {
  const { user } = useSession();
  const time = useServerTime();
  useLiveUpdates(user?.uuid ?? null, time.ready ? time.today() : null);
  return null;
}

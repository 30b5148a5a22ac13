import type { Queryable } from '../db/connection.js';
import { activeBanUntil } from '../discipline/bans.js';

export interface BanStatus {
  banned: boolean;
  until: string | null;
}

/** Whether a user is banned now, from desk no-shows or tower absences, and until when. */
export async function banStatus(q: Queryable, uuid: string, now: Date): Promise<BanStatus> {
  const until = await activeBanUntil(q, uuid, now);
  return { banned: !!until, until: until ? until.toISOString() : null };
}

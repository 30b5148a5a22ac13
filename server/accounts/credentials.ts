import type { Queryable } from '../db/connection.js';
import { revokeFeedOf } from '../calendar/feed-service.js';
import { revokeAllSessions } from '../identity/sessions-service.js';

/**
 * Ends what stands for the person without their password: every session, and the calendar's
 * secret address (#38 point 5: it outlived a new password). A password changed by the person or
 * through a reset, an administrator's random password and the account's deletion end both; the
 * person makes a new address from the menu.
 */
export async function revokeCredentials(q: Queryable, userUuid: string): Promise<void> {
  await revokeAllSessions(q, userUuid);
  await revokeFeedOf(q, userUuid);
}

import type { Queryable } from '../db/connection.js';
import { revokeFeedOf } from '../calendar/feed-service.js';
import { revokeAllSessions } from '../identity/sessions-service.js';
import { deleteTokensOf } from '../identity/api-token-queries.js';

/**
 * Ends what stands for the person without their password: every session, the calendar's secret
 * address (#38 point 5: it outlived a new password) and every personal API token (decisions §23).
 * A password changed by the person or through a reset, an administrator's random password and the
 * account's deletion end all three; the person makes a new address and new tokens from the menu.
 */
export async function revokeCredentials(q: Queryable, userUuid: string): Promise<void> {
  await revokeAllSessions(q, userUuid);
  await revokeFeedOf(q, userUuid);
  await deleteTokensOf(q, userUuid);
}

import { APP_REASON, MSG } from '../../domain/messages.js';
import type { Queryable } from '../db/connection.js';
import { notFound, unauthorized } from '../errors.js';
import { holdAccount } from './user-queries.js';

/**
 * Holds the account a booking is for, refused once deactivated (decisions §25): a booking whose
 * session was read just before the deactivation committed would otherwise land after its
 * cancellations, a live reservation of an account that has none. The person's own session is then
 * over (401); an account booked for by someone else is not found.
 */
export async function mustHoldActiveAccount(tx: Queryable, callerUuid: string, uuid: string, mode: 'share' | 'update' = 'share') {
  if (await holdAccount(tx, uuid, mode)) return;
  throw uuid === callerUuid ? unauthorized() : notFound(MSG.userNotFound, APP_REASON.userNotFound);
}

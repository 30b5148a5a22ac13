import { PATTERN_REASON } from '@domain/week/messages.js';
import { ApiError } from '@/api/client.js';
import type { PatternKey } from '@/i18n/pattern.js';

// A refused save of the pattern (decisions §20), worded by its reason in the area's own catalogue: the
// Romanian is the API's sentence (domain/week/messages.ts), the English this page's. The area sorts last
// among the catalogues, so these words shift no other key's short id (web/catalogue-ids.ts) and every
// page's download stays as it was; the other refusals are worded by refusal-words.ts.
const BY_REASON: Partial<Record<string, PatternKey>> = {
  [PATTERN_REASON.deskNotAllowed]: 'workPattern.refusal.deskNotAllowed',
  [PATTERN_REASON.noParkingRight]: 'workPattern.refusal.noParkingRight',
  [PATTERN_REASON.notOfficeMember]: 'workPattern.refusal.notOfficeMember',
};

/** The area's key for a refusal of the save, or undefined for one refusal-words.ts words. */
export const saveRefusalKey = (e: unknown): PatternKey | undefined => (e instanceof ApiError && e.reason ? BY_REASON[e.reason] : undefined);

import { describe, expect, it } from 'vitest';
import { DESK_MSG, DESK_REASON } from '@domain/desks/rules.js';
import { MSG } from '@domain/messages.js';
import { ApiError } from '@/api/client.js';
import { cancelErrorText } from './use-desk-actions.js';

describe('cancelErrorText', () => {
  it('recognises the 24-hour refusal by its reason and shows the specification sentence', () => {
    expect(cancelErrorText(new ApiError(400, DESK_MSG.cancel24h, DESK_REASON.cancel24h))).toBe(DESK_MSG.cancel24h);
  });

  it("shows any other refusal's message, and a generic sentence for anything else", () => {
    expect(cancelErrorText(new ApiError(403, MSG.forbidden, 'forbidden'))).toBe(MSG.forbidden);
    expect(cancelErrorText(new Error(DESK_MSG.cancel24h))).toBe(MSG.genericError);
  });
});

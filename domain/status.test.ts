import { expect, it } from 'vitest';
import { RELEASED_LABEL, statusLabel, STATUS } from './status.js';

it('writes a released reservation as cancelled automatically, from its flag, and the others by their status', () => {
  expect(RELEASED_LABEL).toBe('Anulat automat');
  expect(statusLabel(STATUS.cancelled, true)).toBe(RELEASED_LABEL);
  expect(statusLabel(STATUS.cancelled, false)).toBe('Anulat');
  expect(statusLabel(STATUS.booked)).toBe('Rezervat');
  expect(statusLabel(STATUS.busy, false)).toBe('Ocupat');
});

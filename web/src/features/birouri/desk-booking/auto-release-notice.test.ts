import { describe, expect, it } from 'vitest';
import { autoReleaseNotice } from './auto-release-notice.js';

describe('the auto-release notice of the booking panel', () => {
  it('names the hour with two digits while auto-release is on, and says nothing when it is off', () => {
    expect(autoReleaseNotice(9)).toBe('Confirmați prezența până la ora 09:00, altfel rezervarea se anulează automat.');
    expect(autoReleaseNotice(10)).toBe('Confirmați prezența până la ora 10:00, altfel rezervarea se anulează automat.');
    expect(autoReleaseNotice(-1)).toBeNull();
  });
});

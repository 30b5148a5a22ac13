import { describe, expect, it } from 'vitest';
import { forecastRange } from './forecast-range.js';

describe("the forecast's days", () => {
  it("run from today to the booking window's last day", () => {
    expect(forecastRange('2027-03-01', 14)).toEqual({ from: '2027-03-01', to: '2027-03-15' });
  });

  it('stop a month ahead, the window’s own limit, however many days the setting allows', () => {
    expect(forecastRange('2027-03-01', 200)).toEqual({ from: '2027-03-01', to: '2027-04-01' });
  });
});

import { describe, expect, it } from 'vitest';
import { comingForecast } from './forecast-days.js';
import { forecastRange, futureDays } from './forecast.js';

const TODAY = '2026-03-04';
const WINDOW_END = '2026-04-03';

describe("the forecast's range", () => {
  it('counts the days asked after today', () => {
    expect(futureDays({ from: '2026-01-01', to: TODAY }, TODAY)).toBe(0);
    expect(futureDays({ from: '2026-03-01', to: '2026-03-06' }, TODAY)).toBe(2);
    expect(futureDays({ from: '2026-03-10', to: '2026-03-11' }, TODAY)).toBe(2);
    expect(futureDays({ from: TODAY, to: '2026-06-04' }, TODAY)).toBe(92);
  });

  it('cuts the end to the booking window and refuses more than 92 days to come', () => {
    expect(forecastRange({ from: '2026-02-01', to: '2026-03-10' }, TODAY, WINDOW_END)).toEqual({ from: '2026-02-01', to: '2026-03-10' });
    expect(forecastRange({ from: TODAY, to: '2026-06-04' }, TODAY, WINDOW_END)).toEqual({ from: TODAY, to: WINDOW_END });
    expect(forecastRange({ from: TODAY, to: '2026-06-05' }, TODAY, WINDOW_END)).toBe('tooManyDays');
    expect(forecastRange({ from: '2026-05-01', to: '2026-05-02' }, TODAY, WINDOW_END)).toEqual({ from: '2026-05-01', to: WINDOW_END });
  });
});

describe("the forecast's coming days", () => {
  it("run from today to the booking window's last day", () => {
    expect(comingForecast('2027-03-01', 14)).toEqual({ from: '2027-03-01', to: '2027-03-15' });
  });

  it('stop a month ahead, the window’s own limit, however many days the setting allows', () => {
    expect(comingForecast('2027-03-01', 200)).toEqual({ from: '2027-03-01', to: '2027-04-01' });
  });
});

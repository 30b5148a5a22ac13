import { flexRange, lastDays, monthRange, type DayRange } from '@domain/date-range.js';
import type { ToolsKey } from '@/i18n/tools.js';

// The ranges a statistics page offers one click away beside its two days (issue #21, point 8).
// Plain arithmetic on 'YYYY-MM-DD' days, reckoned from the server's today.

export interface QuickRange {
  /** Its name in the catalogue (area `tools`). */
  label: ToolsKey;
  range(today: string): DayRange;
}

const LAST_7: QuickRange = { label: 'tools.quick.last7', range: (today) => lastDays(today, 7) };
const LAST_30: QuickRange = { label: 'tools.quick.last30', range: (today) => lastDays(today, 30) };
const LAST_90: QuickRange = { label: 'tools.quick.last90', range: (today) => lastDays(today, 90) };
const THIS_MONTH: QuickRange = { label: 'tools.quick.thisMonth', range: monthRange };
const LAST_MONTH: QuickRange = {
  label: 'tools.quick.lastMonth',
  range: (today) => monthRange(lastDays(`${today.slice(0, 7)}-01`, 2).from),
};

/** The flexible office's pages: they open on the last 90 days; 'Din 2021' is the API's whole range (decisions §10). */
export const FLEX_QUICK_RANGES: QuickRange[] = [LAST_7, LAST_30, LAST_90, THIS_MONTH, { label: 'tools.quick.since2021', range: flexRange }];

/** The tower's pages: they open on the current month (decisions §10). */
export const TOWER_QUICK_RANGES: QuickRange[] = [THIS_MONTH, LAST_MONTH, LAST_7, LAST_30, LAST_90];

/** The quick range that is the range shown today, if any (marked as chosen). */
export function chosenQuickRange(quick: QuickRange[], range: DayRange, today: string): QuickRange | null {
  return (
    quick.find((q) => {
      const r = q.range(today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

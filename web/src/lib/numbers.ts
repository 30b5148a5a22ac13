// Numbers as Romanian readers write them: 12.345 and 85 %.
const whole = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('ro-RO', { style: 'percent', maximumFractionDigits: 0 });

/** A count: 1.234. */
export const formatCount = (n: number) => whole.format(n);

/** A share given in percent (0–100): '85 %'. */
export const formatPercent = (p: number) => percent.format(p / 100);

/** A chart's value: a count, or nothing where the series has no point. */
export const formatChartCount = (n: number | null) => (n === null ? '' : formatCount(n));

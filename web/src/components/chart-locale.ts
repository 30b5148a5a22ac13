import { tools } from '@/i18n/tools.js';
import { useT } from '@/i18n/use-t.js';

// The texts MUI X Charts shows by itself, in Romanian (the library has no Romanian locale).
export const CHART_LOCALE_TEXT = {
  loading: 'Se încarcă datele…',
  noData: 'Nu există date pentru perioada aleasă.',
};

/** The same texts in the person's language (issue #40): the charts move to it from CHART_LOCALE_TEXT. */
export function useChartLocaleText(): typeof CHART_LOCALE_TEXT {
  const t = useT(tools);
  return { loading: t('tools.chart.loading'), noData: t('tools.chart.noData') };
}

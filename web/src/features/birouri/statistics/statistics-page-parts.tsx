import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title.js';

// What the flexible office's statistics pages share: a title, a sentence, the filters, the
// period with the export beside it. Their words are the page's (areas statistics and manager, issue #40).

/** Page sizes of flex-office §9. */
export const FLEX_PAGE_SIZES = [5, 10, 15];

/** The table's overlay when nothing matches, saying so in the page's words; made again only when they change. */
export function useNoRows(text: string) {
  return useMemo(() => () => <Box sx={{ p: 2 }}>{text}</Box>, [text]);
}

interface Props {
  title: string;
  intro: string;
  /** A notice under the sentence (the statistics without names, decisions §25). */
  notice?: ReactNode;
  /** The name of the filters' group, for screen readers. */
  filtersLabel: string;
  filters: ReactNode;
  /** The period line and anything beside it. */
  period: ReactNode;
  exportButton: ReactNode;
  children: ReactNode;
}

export function StatisticsPage({ title, intro, notice, filtersLabel, filters, period, exportButton, children }: Props) {
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      {notice}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0 }}
        aria-label={filtersLabel}
      >
        {filters}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <Box sx={{ pt: { sm: 1 } }}>{period}</Box>
        {exportButton}
      </Stack>
      {children}
    </Stack>
  );
}
